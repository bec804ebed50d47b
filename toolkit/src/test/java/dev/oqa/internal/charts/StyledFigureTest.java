package dev.oqa.internal.charts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class StyledFigureTest {
    /** Text with two $ is LaTeX to plotly.js, which JupyterLab's MathJax then leaves undrawn. */
    @Test
    void dollarSignsReachPlotlyAsEntitiesButFormatsAndTemplateFieldsKeepThem() {
        StyledFigure f = StyledFigure.styled()
                .trace(Map.of("type", "scatter", "name", "Growth of $1", "y", List.of(1.0, 2.0), "text", List.of("$1", "$2"),
                        "hovertemplate", "$%{y:$.2f} of $1<extra></extra>"))
                .layout(Map.of("title", Map.of("text", "Value of $1 invested ($)"),
                        "yaxis", Map.of("tickformat", "$.3~s", "tickprefix", "$", "title", Map.of("text", "Premium ($)"))))
                .build();
        Map<?, ?> layout = (Map<?, ?>) f.figure().get("layout"), y = (Map<?, ?>) layout.get("yaxis");
        Map<?, ?> trace = (Map<?, ?>) ((List<?>) f.toPlotly().get("data")).get(0);
        assertEquals("Value of &#36;1 invested (&#36;)", ((Map<?, ?>) layout.get("title")).get("text"));
        assertEquals("Premium (&#36;)", ((Map<?, ?>) y.get("title")).get("text"));
        assertEquals("&#36;", y.get("tickprefix"));
        assertEquals("$.3~s", y.get("tickformat"), "a d3 format keeps its currency sign");
        assertEquals("Growth of &#36;1", trace.get("name"));
        assertEquals(List.of("&#36;1", "&#36;2"), trace.get("text"));
        assertEquals("&#36;%{y:$.2f} of &#36;1<extra></extra>", trace.get("hovertemplate"));
        assertFalse(f.json().contains("$1"), f.json());
        // The figure as data and its plain-text title keep the $ a reader typed.
        assertEquals("Value of $1 invested ($)", f.title());
        assertEquals("Growth of $1", f.trace(0).get("name"));
    }
}
