package dev.oqa.internal.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

class HtmlTest {
    @Test
    void escapesTheFiveCharactersThatEndTextOrAQuotedAttribute() {
        assertEquals("&lt;b title=&#34;x&#34; data-y=&#39;y&#39;&gt;A &amp; B&lt;/b&gt;",
                Html.escape("<b title=\"x\" data-y='y'>A & B</b>"));
        assertEquals("&amp;amp;", Html.escape("&amp;"), "escaping twice is visible: callers escape once, at the edge");
    }

    @Test
    void quotesBecomeNumericReferencesThatPlotlyDecodes() {
        // plotly.js decodes numeric references and &amp; &lt; &gt;, not &quot; (it would show literally in a title).
        assertEquals("S&amp;P &#34;500&#34; &lt;today&gt;", Html.escape("S&P \"500\" <today>"));
    }

    @Test
    void plainTextAndNullNeedNoWork() {
        String plain = "SPY dealer gamma · $ per 1% move — zero γ 441.2";
        assertSame(plain, Html.escape(plain), "nothing to escape: the same string, no copy");
        assertEquals("", Html.escape(null));
        assertEquals("", Html.escape(""));
        assertEquals("x&lt;", Html.escape("x<"), "the last character");
        assertEquals("&gt;x", Html.escape(">x"), "the first character");
    }
}
