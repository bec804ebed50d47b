// How docs/gex-spy.png was drawn: run with jshell on the kernel-magics/target/lib classpath, then screenshot
// /tmp/gex-spy.html with headless Chromium at 1000x470.
import dev.oqa.*;
var r = Oqa.local().gex("SPY").range(0.08).expiration("2023-09-15").expiration("2023-09-22").expiration("2023-09-29").get();
r.saveChart(java.nio.file.Path.of("/tmp/gex-spy.html"));
/exit
