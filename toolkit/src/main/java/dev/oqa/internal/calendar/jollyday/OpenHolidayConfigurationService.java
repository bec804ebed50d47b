package dev.oqa.internal.calendar.jollyday;

import de.focus_shift.jollyday.core.ManagerParameter;
import de.focus_shift.jollyday.core.spi.HolidayCalendarConfiguration;
import de.focus_shift.jollyday.core.spi.HolidayCalendarConfigurationService;
import de.focus_shift.jollyday.core.spi.HolidayConfigurations;
import java.util.List;
import java.util.ServiceLoader;
import java.util.stream.Stream;

/**
 * jollyday's own XML reader (its JAXB configuration service, found as a service), with every configuration it reads
 * wrapped in {@link OpenHolidayConfigurations}. Named by the manager parameter {@code configuration.service.impl}.
 */
public final class OpenHolidayConfigurationService implements HolidayCalendarConfigurationService {
    public OpenHolidayConfigurationService() {}

    @Override public HolidayCalendarConfiguration getHolidayCalendarConfiguration(ManagerParameter parameter) {
        HolidayCalendarConfigurationService reader = ServiceLoader.load(HolidayCalendarConfigurationService.class, OpenHolidayConfigurationService.class.getClassLoader())
                .stream().filter(p -> p.type() != OpenHolidayConfigurationService.class).findFirst()
                .orElseThrow(() -> new IllegalStateException("no jollyday configuration reader (jollyday-jaxb) on the class or module path")).get();
        return open(reader.getHolidayCalendarConfiguration(parameter));
    }

    private static HolidayCalendarConfiguration open(HolidayCalendarConfiguration c) {
        return new Opened(c.hierarchy(), c.description(), new OpenHolidayConfigurations(c.holidays()), c.subConfigurations().map(OpenHolidayConfigurationService::open).toList());
    }

    private record Opened(String hierarchy, String description, HolidayConfigurations holidays, List<HolidayCalendarConfiguration> subs)
            implements HolidayCalendarConfiguration {
        @Override public Stream<HolidayCalendarConfiguration> subConfigurations() { return subs.stream(); }
    }
}
