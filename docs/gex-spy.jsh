// How docs/gex-spy.png was drawn: run with jshell on the kernel-magics/target/lib classpath, open /tmp/gex-spy.html
// in Chromium at 1000 px wide and capture the chart alone (the page also holds the title, provenance and notes).
import dev.oqa.*;
var r = Oqa.local().gex("SPY").range(0.08).expiration("2023-09-15").expiration("2023-09-22").expiration("2023-09-29").get();
r.saveChart(java.nio.file.Path.of("/tmp/gex-spy.html"));
/exit
