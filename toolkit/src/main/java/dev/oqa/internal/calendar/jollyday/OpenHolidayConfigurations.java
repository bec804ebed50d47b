package dev.oqa.internal.calendar.jollyday;

import de.focus_shift.jollyday.core.spi.ChristianHolidayConfiguration;
import de.focus_shift.jollyday.core.spi.EthiopianOrthodoxHolidayConfiguration;
import de.focus_shift.jollyday.core.spi.FixedHolidayConfiguration;
import de.focus_shift.jollyday.core.spi.FixedWeekdayBetweenFixedHolidayConfiguration;
import de.focus_shift.jollyday.core.spi.FixedWeekdayInMonthHolidayConfiguration;
import de.focus_shift.jollyday.core.spi.FixedWeekdayRelativeToFixedHolidayConfiguration;
import de.focus_shift.jollyday.core.spi.HolidayConfigurations;
import de.focus_shift.jollyday.core.spi.IslamicHolidayConfiguration;
import de.focus_shift.jollyday.core.spi.RelativeToEasterSundayHolidayConfiguration;
import de.focus_shift.jollyday.core.spi.RelativeToFixedHolidayConfiguration;
import de.focus_shift.jollyday.core.spi.RelativeToWeekdayInMonthHolidayConfiguration;
import java.util.List;
import java.util.Objects;

/**
 * The holidays of one configuration, as jollyday's reader gave them. jollyday calls every declared method of this
 * class that returns a {@code List<...>} to see which kinds of holiday it has, so it declares exactly the interface's
 * methods and nothing else.
 */
public final class OpenHolidayConfigurations implements HolidayConfigurations {
    private final HolidayConfigurations read;

    OpenHolidayConfigurations(HolidayConfigurations read) { this.read = Objects.requireNonNull(read, "read"); }

    @Override public List<FixedHolidayConfiguration> fixed() { return read.fixed(); }

    @Override public List<RelativeToFixedHolidayConfiguration> relativeToFixed() { return read.relativeToFixed(); }

    @Override public List<RelativeToWeekdayInMonthHolidayConfiguration> relativeToWeekdayInMonth() { return read.relativeToWeekdayInMonth(); }

    @Override public List<FixedWeekdayInMonthHolidayConfiguration> fixedWeekdays() { return read.fixedWeekdays(); }

    @Override public List<ChristianHolidayConfiguration> christianHolidays() { return read.christianHolidays(); }

    @Override public List<IslamicHolidayConfiguration> islamicHolidays() { return read.islamicHolidays(); }

    @Override public List<FixedWeekdayBetweenFixedHolidayConfiguration> fixedWeekdayBetweenFixed() { return read.fixedWeekdayBetweenFixed(); }

    @Override public List<FixedWeekdayRelativeToFixedHolidayConfiguration> fixedWeekdayRelativeToFixed() { return read.fixedWeekdayRelativeToFixed(); }

    @Override public List<EthiopianOrthodoxHolidayConfiguration> ethiopianOrthodoxHolidays() { return read.ethiopianOrthodoxHolidays(); }

    @Override public List<RelativeToEasterSundayHolidayConfiguration> relativeToEasterSunday() { return read.relativeToEasterSunday(); }
}
