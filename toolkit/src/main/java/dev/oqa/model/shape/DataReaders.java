package dev.oqa.model.shape;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/** The reader of each endpoint's record, found by the record's class. */
public final class DataReaders {
    private DataReaders() {}

    private static final List<DataReader<?>> ALL = List.of(new PingReader(), new ExpectedMoveReader(), new IvReader(),
            new OpenInterestReader(), new UoaReader(), new ChainReader(), new GexReader(), new RiskReader(),
            new AssetCorrelationReader(), new MarketMemoryReader(), new PortfolioReader(), new SeasonalityReader(),
            new SectorInsightsReader());
    private static final Map<Class<?>, DataReader<?>> BY_TYPE = ALL.stream().collect(Collectors.toUnmodifiableMap(DataReader::type, Function.identity()));

    /** Every reader, one per endpoint. */
    public static List<DataReader<?>> all() { return ALL; }

    public static boolean reads(Class<?> type) { return BY_TYPE.containsKey(type); }

    /**
     * Reads {@code data} as {@code type}.
     *
     * @throws IllegalArgumentException when no reader reads that type
     * @throws UnreadableAnswerException when {@code data} does not fit the record
     */
    public static <T> Reading<T> read(Class<T> type, JsonNode data) {
        DataReader<?> r = Optional.ofNullable(BY_TYPE.get(type))
                .orElseThrow(() -> new IllegalArgumentException("no reader for " + type.getSimpleName()));
        Reading<?> got = r.read(data);
        return new Reading<>(type.cast(got.record()), got.unread());
    }
}
