package dev.oqa.commands;

import dev.oqa.Oqa;
import dev.oqa.ViaChain;
import dev.oqa.client.ApiKey;
import dev.oqa.client.AuthScheme;
import dev.oqa.client.Credentials;
import dev.oqa.client.Mode;
import dev.oqa.client.OqaHome;
import dev.oqa.local.LocalEngine;
import dev.oqa.local.data.DataSource;
import dev.oqa.model.ApiRequest;
import dev.oqa.model.UsageException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

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
    private Mode sessionMode; // notebook only: %oqa mode sets it for this kernel
    private final java.util.Map<String, Oqa> clients = new java.util.concurrent.ConcurrentHashMap<>();

    public Shell(Frontend frontend, SecretPrompt prompt) {
        this(frontend, prompt, OqaHome.resolve());
    }

    public Shell(Frontend frontend, SecretPrompt prompt, OqaHome home) {
        this.frontend = frontend;
        this.prompt = prompt;
        this.home = home;
        this.settings = new Settings(home);
    }

    /** {@code words.get(0)} is the command (or an account sub-command such as {@code status}). */
    public Outcome run(List<String> words) { return run(words, dev.oqa.scan.ScanListener.NONE); }

    /** As {@link #run(List)}; {@code progress} hears scans and {@code --history} row by row. */
    public Outcome run(List<String> words, dev.oqa.scan.ScanListener progress) {
        if (words.isEmpty()) throw new UsageException("no command given\n" + Grammar.overview());
        String word = words.get(0);
        List<String> rest = words.subList(1, words.size());
        if (Grammar.ACCOUNT.contains(word)) { rest = words; word = "oqa"; }
        final String w = word;
        CommandSpec spec = Grammar.find(w).orElseThrow(() -> new UsageException(
                "unknown command '" + w + "'; commands: " + String.join(", ", Grammar.COMMANDS.stream().map(CommandSpec::name).toList())
                        + "\n(oqa --help lists them with what they do)"));
        Invocation inv = Grammar.parse(spec, rest);
        if (inv.wantsHelp()) return new Outcome.Text(Grammar.help(spec));
        if (spec.name().equals("scan")) return ScanCommand.scan(inv, progress);
        if (spec.name().equals("data")) return ScanCommand.data(inv);
        if (spec.endpoint() == null) return new Account(this).run(inv);
        Oqa oqa = oqa(inv);
        if (inv.has("history")) return ScanCommand.history(inv, oqa, progress);
        ApiRequest request = Requests.of(inv, oqa);
        return new Outcome.Result(inv, request, inv.has("via-chain") ? ViaChain.answer(oqa, request) : oqa.answer(request));
    }

    /**
     * The client for one invocation: its mode, its local data and its service address. A kernel asks many
     * times with the same settings, so each distinct configuration builds one client (and one HTTP connection
     * pool) and keeps it; login, logout and a mode change drop them, since they change what a client reads.
     */
    Oqa oqa(Invocation inv) {
        String config = String.join("|", mode(inv).name(), inv.baseUrl().orElse(""), inv.value("auth").orElse(""),
                inv.value("data").orElse(""), inv.asOf().map(Object::toString).orElse(""));
        return clients.computeIfAbsent(config, c -> build(inv));
    }

    void forgetClients() { clients.clear(); }

    private Oqa build(Invocation inv) {
        Oqa.Builder b = Oqa.builder().home(home).mode(mode(inv));
        inv.baseUrl().ifPresent(b::baseUrl);
        inv.value("auth").map(AuthScheme::parse).ifPresent(b::authScheme);
        if (inv.dataDir().isPresent() || inv.asOf().isPresent()) {
            DataSource ds = inv.dataDir().map(DataSource::folder).orElse(DataSource.bundled());
            b.local(LocalEngine.of(ds, inv.asOf().orElse(null)));
        }
        return b.build();
    }

    Mode mode(Invocation inv) {
        if (inv.has("local")) return Mode.LOCAL;
        if (inv.has("remote")) return Mode.REMOTE;
        return currentDefaultMode();
    }

    Mode currentDefaultMode() {
        if (sessionMode != null) return sessionMode;
        return settings.defaultMode(System.getenv("OQA_MODE"));
    }

    void setMode(Mode m) {
        forgetClients();
        if (frontend == Frontend.NOTEBOOK) sessionMode = m;
        else settings.storeMode(m);
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
