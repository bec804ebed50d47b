package dev.oqa.internal.display;

import dev.oqa.model.Endpoint;
import dev.oqa.model.data.AssetCorrelationData;
import dev.oqa.model.data.ChainData;
import dev.oqa.model.data.ExpectedMoveData;
import dev.oqa.model.data.GexData;
import dev.oqa.model.data.IvData;
import dev.oqa.model.data.MarketMemoryData;
import dev.oqa.model.data.OpenInterestData;
import dev.oqa.model.data.PingData;
import dev.oqa.model.data.PortfolioData;
import dev.oqa.model.data.RiskData;
import dev.oqa.model.data.SeasonalityData;
import dev.oqa.model.data.SectorInsightsData;
import dev.oqa.model.data.UoaData;
import java.util.Objects;

/**
 * The display side's registry: the view of each endpoint, keyed by the same {@link Endpoint} the catalogue uses. The
 * catalogue, the router and the local engine know nothing of it; whatever shows an answer asks here. The switch is
 * exhaustive, so a new endpoint does not compile until it has a view.
 */
public final class EndpointViews {
    private EndpointViews() {}

    /** One endpoint's view, with the record it draws (named, so that a caller can check an answer against it). */
    public record Entry<T>(Class<T> type, View<T> view) {
        public Entry {
            Objects.requireNonNull(type, "type");
            Objects.requireNonNull(view, "view");
        }
    }

    public static Entry<?> of(Endpoint e) {
        return switch (e) {
            case PING -> new Entry<>(PingData.class, (a, t) -> Views.generic(Endpoint.PING, a));
            case EXPECTED_MOVE -> new Entry<>(ExpectedMoveData.class, (a, t) -> ExpectedMoveView.of(a));
            case IV -> new Entry<>(IvData.class, (a, t) -> IvView.of(a));
            case OPEN_INTEREST -> new Entry<>(OpenInterestData.class, (a, t) -> OpenInterestView.of(a));
            case UOA -> new Entry<>(UoaData.class, (a, t) -> UoaView.of(a));
            case CHAIN -> new Entry<>(ChainData.class, (a, t) -> ChainView.of(a));
            case GEX -> new Entry<>(GexData.class, (a, t) -> GexView.of(a));
            case RISK -> new Entry<>(RiskData.class, (a, t) -> RiskView.of(a));
            case ASSET_CORRELATION -> new Entry<>(AssetCorrelationData.class, (a, t) -> AssetCorrelationView.of(a));
            case MARKET_MEMORY -> new Entry<>(MarketMemoryData.class, MarketMemoryView::of);
            case PORTFOLIO_OPTIMIZER -> new Entry<>(PortfolioData.class, (a, t) -> PortfolioView.of(a));
            case SEASONALITY -> new Entry<>(SeasonalityData.class, SeasonalityView::of);
            case SECTOR_INSIGHTS -> new Entry<>(SectorInsightsData.class, (a, t) -> SectorInsightsView.of(a));
        };
    }

    /**
     * The view of {@code e}, for answers holding {@code type}.
     *
     * @throws IllegalArgumentException when {@code e}'s view draws another record
     */
    @SuppressWarnings("unchecked") // checked: the entry names its record, compared with type here
    public static <T> View<T> of(Endpoint e, Class<T> type) {
        Entry<?> entry = of(e);
        if (!entry.type().equals(type))
            throw new IllegalArgumentException(e + "'s view draws " + entry.type().getSimpleName() + ", not " + type.getSimpleName());
        return (View<T>) entry.view();
    }
}
