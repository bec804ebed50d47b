package dev.oqa.internal.commands;

import dev.oqa.Oqa;
import dev.oqa.ViaChain;
import dev.oqa.internal.client.ApiKey;
import dev.oqa.internal.client.BaseUrl;
import dev.oqa.internal.client.InsecureHttp;
import dev.oqa.internal.client.SettingsFile;
import dev.oqa.internal.client.UserFiles;
import dev.oqa.internal.scan.ScanEngines;
import dev.oqa.internal.scan.ScanListener;
import dev.oqa.internal.catalogue.EndpointSpec;
import dev.oqa.internal.catalogue.Endpoints;
import dev.oqa.model.Answer;
import dev.oqa.model.ApiException;
import dev.oqa.model.AuthScheme;
import dev.oqa.internal.client.Credentials;
import dev.oqa.model.Endpoint;
import dev.oqa.model.Mode;
import dev.oqa.model.OqaException;
import dev.oqa.model.OqaHome;
import dev.oqa.internal.local.data.DataSource;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.Params;
import dev.oqa.model.Provenance;
import dev.oqa.model.Redaction;
import dev.oqa.model.Source;
import dev.oqa.model.UsageException;
import dev.oqa.model.data.ChainData;
import java.nio.file.InvalidPathException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Runs one command of the grammar, the same way for {@code bin/oqa} and for the magics. A notebook keeps one
 * Shell for its kernel's life, so {@code %oqa mode local} holds for the session; the command line persists it.
 */
public final class Shell {
    public enum Frontend { COMMAND_LINE, NOTEBOOK }

    private final Frontend frontend;
    private final SecretPrompt prompt;
    private final OqaHome home;
    private final Settings settings;
    private final Map<String, String> env;
    private Mode sessionMode; // notebook only: %oqa mode sets it for this kernel
    private volatile Provenance lastProvenance; // %oqa why: the last answer's notes in full
    private final Map<String, Oqa> clients = new ConcurrentHashMap<>();

    public Shell(Frontend frontend, SecretPrompt prompt) {
        this(frontend, prompt, OqaHome.resolve(), System.getenv());
    }

    /** With the environment explicit ({@code OQA_API_KEY}, {@code OQA_BASE_URL}, {@code OQA_MODE}, {@code OQA_CALL_TIMEOUT}). */
    public Shell(Frontend frontend, SecretPrompt prompt, OqaHome home, Map<String, String> env) {
        this.frontend = frontend;
        this.prompt = prompt;
        this.home = home;
        this.settings = new Settings(home);
        this.env = Map.copyOf(env);
    }

    /** The provenance of the last answer this shell gave ({@code %oqa why}), or null before the first. */
    public Provenance lastProvenance() { return lastProvenance; }

    /** The process environment this shell reads (the real one, or the one a test gave). */
    Map<String, String> env() { return env; }

    /** {@code words.get(0)} is the command (or an account sub-command such as {@code status}). */
    public Outcome run(List<String> words) { return run(words, ScanListener.NONE); }

    /** As {@link #run(List)}; {@code progress} hears scans and {@code --history} row by row. */
    public Outcome run(List<String> words, ScanListener progress) {
        if (words.isEmpty()) throw new UsageException("no command given\n" + Grammar.overview());
        boolean account = Grammar.ACCOUNT.contains(words.get(0)); // "status" is "oqa status"
        String w = account ? "oqa" : words.get(0);
        List<String> rest = account ? words : words.subList(1, words.size());
        // A key pasted as an argument would end up in shell history, notebooks and the request's URL: refuse it unsent.
        for (String arg : words)
            if (Redaction.looksLikeKey(arg))
                throw new UsageException("an argument looks like an API key (" + Redaction.redact(arg) + "); a key is never given on the command line:"
                        + " set OQA_API_KEY, or run 'oqa login' (it asks with a hidden prompt)");
        CommandSpec spec = Grammar.find(w).orElseThrow(() -> new UsageException(
                "unknown command '" + w + "'; commands: " + String.join(", ", Grammar.COMMANDS.stream().map(CommandSpec::name).toList())
                        + "\n(oqa --help lists them with what they do)"));
        Invocation inv = Grammar.parse(spec, rest);
        if (inv.wantsHelp()) return new Outcome.Text(Grammar.help(spec));
        if (spec.name().equals("scan")) return ScanCommand.scan(inv, progress, ScanEngines::find);
        if (spec.endpoint() == null) return new Account(this, progress).run(inv);
        validate(inv);
        Oqa oqa = oqa(inv);
        if (inv.has("held")) return ScanCommand.held(inv, dataSource(inv), progress, inv.has("verbose") ? List.of(folders(inv)) : List.of());
        if (inv.has("horizon")) throw Grammar.usage(inv.spec(), "--horizon goes with --held (which expiries of each snapshot to compare); add --held or drop --horizon");
        if (inv.has("history")) return ScanCommand.history(inv, dataSource(inv), progress, inv.has("verbose") ? List.of(folders(inv)) : List.of());
        refuseFallbacks(inv, oqa);
        EndpointSpec<?, ?> api = Endpoints.of(spec.endpoint());
        ApiRequest request = request(api, inv);
        var answer = inv.has("via-chain") ? viaChain(oqa, request) : oqa.answer(request);
        // A chain archived or files fetched must be visible to the next local answer; kept clients list snapshots only once.
        if (answer.provenance().wroteData()) forgetClients();
        if (inv.has("rf") && answer.provenance().source() != Source.LOCAL)
            answer = answer.withProvenance(answer.provenance().withNote("--rf applies to local answers; the service used its own risk-free rate"));
        for (String warning : folderWarnings()) answer = answer.withProvenance(answer.provenance().withNote(warning));
        if (inv.has("verbose")) answer = answer.withProvenance(answer.provenance().withNote(folders(inv)));
        if (inv.has("range")) answer = answer.withProvenance(answer.provenance().withNote("--range " + inv.value("range").orElse("")
                + " is the old spelling of --range-pct, which takes percent: --range-pct " + inv.number("range").map(v -> Params.number(v * 100)).orElse("")));
        lastProvenance = answer.provenance();
        Outcome.Answered done = new Outcome.Answered(inv, api, request, answer, () -> forget(inv, request));
        // A notebook prints the data form instead of the panel; the command line prints it itself (Render).
        if (frontend == Frontend.NOTEBOOK && inv.format() != Invocation.Format.TABLE) return new Outcome.Text(Exports.text(done));
        return done;
    }

    /**
     * The request of an endpoint's command, made through the endpoint's spec (each option is bound to the setter it
     * drives there). The queries own sanitising and the refusals that save quota, so the command line, the magics and
     * Java code ask exactly the same question.
     */
    private static ApiRequest request(EndpointSpec<?, ?> api, Invocation inv) {
        try {
            return api.request(inv);
        } catch (UsageException u) {
            throw u.withUsage("usage: " + Grammar.usageLine(inv.spec()));
        }
    }

    /** {@code --verbose}: the folders behind an answer, which the provenance line otherwise names in words. */
    String folders(Invocation inv) {
        String data = inv.dataDir().map(d -> "data folder " + d.toAbsolutePath().normalize())
                .orElse("your data folder " + home.dataDir() + " over the bundled sample data");
        return "local data: " + data + "; cache: " + home.cacheDir();
    }

    /**
     * A symbol the service would replace by its default (or drop) spends a request on an answer nobody asked for:
     * refused before anything is reserved when the API would be asked (remote mode, or auto mode with a key), unless
     * {@code --allow-fallback} keeps the document's behaviour. The local engine falls back with a note, as before.
     */
    private void refuseFallbacks(Invocation inv, Oqa oqa) {
        if (on(inv, "allow-fallback")) return;
        List<String> bad = Grammar.invalidSymbols(inv);
        if (bad.isEmpty()) return;
        Mode m = mode(inv);
        if (m == Mode.LOCAL || m == Mode.AUTO && !oqa.status().keySet()) return;
        throw Grammar.usage(inv.spec(), String.join("; ", bad) + (bad.size() == 1 ? " is not a symbol" : " are not symbols")
                + " the service accepts: at most 10 of A-Z 0-9 . _ - (upper-cased, e.g. BRK-B or BRK.B). Nothing was sent and no quota"
                + " was spent: correct the symbol, or add --allow-fallback to let the service's default stand, as the API document says");
    }

    /** What the user's folders warn of, on every answer and in status (ssh's rule: nobody else may write there). */
    List<String> folderWarnings() {
        List<String> w = new ArrayList<>();
        boolean one = home.cacheRoot().equals(home.configRoot());
        UserFiles.writableByOthers(home.configRoot(), one ? "your credentials, settings and cached answers" : "your credentials and settings")
                .ifPresent(w::add);
        if (!one) UserFiles.writableByOthers(home.cacheRoot(), "your cached answers and quota ledger").ifPresent(w::add);
        return w;
    }

    /** Consent to plain http to a host that is not this machine: {@code --insecure-http}, else as the toolkit reads it. */
    InsecureHttp insecureHttp(Invocation inv) {
        if (on(inv, InsecureHttp.FLAG)) return InsecureHttp.allowedBy("--" + InsecureHttp.FLAG);
        return InsecureHttp.from(env, SettingsFile.at(settings.file()).get(InsecureHttp.SETTING), settings.file().toString());
    }

    /** A flag given, and not as {@code =false}. */
    static boolean on(Invocation inv, String flag) { return inv.value(flag).map(Params::bool).orElse(false); }

    /**
     * {@code --via-chain}: as {@link ViaChain#answer}, except that a chain from the service (or its cache) whose rows
     * cannot be computed on is an API error (exit 5) and is dropped from the cache, never a crash and never replayed.
     */
    private static Answer<?> viaChain(Oqa oqa, ApiRequest request) {
        if (request.endpoint() == Endpoint.CHAIN) return ViaChain.answer(oqa, request);
        ApiRequest chainRequest = ViaChain.chainRequest(request);
        var chain = oqa.answer(chainRequest, ChainData.class);
        try {
            return ViaChain.from(chain, request);
        } catch (OqaException e) {
            // Rows that lack what the computation needs: the chain is not replayed for it either.
            if (chain.provenance().source() != Source.LOCAL) oqa.forget(chainRequest);
            throw e;
        } catch (RuntimeException e) {
            if (chain.provenance().source() == Source.LOCAL) throw e;
            throw unusable("unusable_chain", "the " + lower(chain.provenance().source()) + " option chain behind --via-chain could not be computed on",
                    oqa.forget(chainRequest), e);
        }
    }

    /** What a server sent that cannot be used: an API error (exit 5) saying why, and whether its cached copy was dropped. */
    static ApiException unusable(String code, String what, boolean dropped, RuntimeException e) {
        return new ApiException(200, code, null, what + " (" + e.getClass().getSimpleName() + ": " + e.getMessage() + ")"
                + (dropped ? "; dropped from the cache" : ""), e);
    }

    /**
     * Every option value that is not a request parameter is checked here, before a client exists, so that a mistake
     * (an output format, an address, a header form, a date, a folder) never spends a quota slot or sends anything.
     * Request parameters are checked by {@link #request}, also before anything is sent.
     */
    void validate(Invocation inv) {
        inv.format();
        if (inv.has("range") && inv.has("range-pct")) throw Grammar.usage(inv.spec(), "give --range-pct or its old spelling --range, not both");
        if (!inv.has("history") && !inv.has("held")) inv.value("out").ifPresent(o -> Exports.checkFolder(inv, o)); // --history and --held write one file (ScanCommand)
        inv.asOf();
        try {
            inv.dataDir();
        } catch (InvalidPathException e) {
            throw Grammar.usage(inv.spec(), "--data is not a usable folder name (" + e.getReason() + ")");
        }
        inv.baseUrl().ifPresent(u -> BaseUrl.forKey(u, "--base-url", insecureHttp(inv)));
        inv.value("auth").ifPresent(AuthScheme::parse);
    }

    /**
     * The client for one invocation: its mode, its local data and its service address. A kernel asks many
     * times with the same settings, so each distinct configuration builds one client (and one HTTP connection
     * pool) and keeps it; login, logout and a mode change drop them, since they change what a client reads.
     */
    Oqa oqa(Invocation inv) {
        String config = String.join("|", mode(inv).name(), inv.baseUrl().orElse(""), inv.value("auth").orElse(""),
                inv.value("data").orElse(""), inv.asOf().map(Object::toString).orElse(""), inv.value("rf").orElse(""),
                String.valueOf(on(inv, InsecureHttp.FLAG)));
        return clients.computeIfAbsent(config, c -> build(inv));
    }

    void forgetClients() { clients.clear(); }

    /** Drops the cached copy of an answer that could not be shown, so it is never replayed; true when there was one. */
    private boolean forget(Invocation inv, ApiRequest request) {
        try {
            return oqa(inv).forget(request);
        } catch (RuntimeException e) {
            return false;
        }
    }

    /** What the local engine of {@code inv} reads: {@code --data DIR} alone, else the user's data folder over the bundled set. */
    DataSource dataSource(Invocation inv) {
        return inv.dataDir().map(DataSource::folder).orElse(DataSource.layered(home.dataDir()));
    }

    private Oqa build(Invocation inv) {
        Map<String, String> e = new HashMap<>(env); // with the stored call deadline, unless the variable says
        if (env.get("OQA_CALL_TIMEOUT") == null) settings.callTimeout().ifPresent(t -> e.put("OQA_CALL_TIMEOUT", t));
        Oqa.Builder b = Oqa.builder().home(home).mode(mode(inv)).env(e);
        inv.baseUrl().ifPresent(b::baseUrl);
        if (on(inv, InsecureHttp.FLAG)) b.allowInsecureHttp("--" + InsecureHttp.FLAG);
        inv.value("auth").map(AuthScheme::parse).ifPresent(b::authScheme);
        // --data DIR replaces the bundled set; otherwise the user's data folder lies over it.
        inv.dataDir().ifPresent(b::dataFolder);
        inv.asOf().ifPresent(b::asOf);
        if (inv.has("rf")) {
            try { b.riskFree(inv.value("rf").get()); }
            catch (IllegalArgumentException bad) { throw Grammar.usage(inv.spec(), bad.getMessage()); }
        }
        return b.build();
    }

    Mode mode(Invocation inv) {
        if (inv.has("local")) return Mode.LOCAL;
        if (inv.has("remote")) return Mode.REMOTE;
        return currentDefaultMode();
    }

    Mode currentDefaultMode() { return sessionMode != null ? sessionMode : settings.defaultMode(env.get("OQA_MODE")); }

    void setMode(Mode m) {
        forgetClients();
        if (frontend == Frontend.NOTEBOOK) sessionMode = m;
        else settings.store("mode", lower(m));
    }

    Frontend frontend() { return frontend; }

    OqaHome home() { return home; }

    Settings settings() { return settings; }

    Optional<ApiKey> askKey() {
        return prompt.ask("OQA API key (48 hex characters, input hidden): ").map(ApiKey::of);
    }

    Credentials credentials() { return Credentials.at(home); }

    static String lower(Enum<?> e) { return e.name().toLowerCase(Locale.ROOT); }
}
