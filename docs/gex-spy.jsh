// How docs/gex-spy.png was drawn: run with jshell on the kernel-magics/target/lib classpath, then screenshot /tmp/pic.html with headless Chromium at 1000x470.
import dev.oqa.*;
import dev.oqa.model.*;
var a = Oqa.local().gex("SPY").range(0.08).expiration("2023-09-15").expiration("2023-09-22").expiration("2023-09-29").answer();
var html = dev.oqa.display.PlotlyJs.inlineScript() + dev.oqa.display.FigureHtml.of(dev.oqa.charts.GexChart.of(a.data()));
java.nio.file.Files.writeString(java.nio.file.Path.of("/tmp/pic.html"), "<!doctype html><html><head><meta charset='utf-8'></head><body style='margin:8px;background:#fff'>" + html + "</body></html>");
/exit
