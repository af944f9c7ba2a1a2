package dev.reportwidget.adapters.embed;

import io.quarkus.runtime.configuration.MemorySize;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** Signed embeds: how JWKS documents of embed keys are fetched ({@code rw.embed.*}). */
@ConfigMapping(prefix = "rw.embed")
public interface EmbedConfig {

    /** {@code rw.embed.jwks.*}. */
    Jwks jwks();

    interface Jwks {
        /**
         * One deadline for the whole fetch of a JWKS document: resolving the host, connecting,
         * the answer's headers and its body. A server that answers slower fails at the deadline.
         */
        @WithDefault("3s")
        Duration timeout();

        /** The largest JWKS document read; a larger one is refused. */
        @WithDefault("64K")
        MemorySize maxSize();

        /** At most one fetch per URL in this period when a token names an unknown kid. */
        @WithDefault("1m")
        Duration refreshAtMostEvery();

        /** How long a fetched document is used before it is fetched again. */
        @WithDefault("10m")
        Duration cacheFor();

        /**
         * Also accept JWKS URLs whose host is or resolves to a loopback or private address (RFC 1918,
         * 100.64.0.0/10, IPv6 fc00::/7), over https or plain http: for tests, which serve documents
         * from a loopback listener, and for a private deployment whose key server lives in its own
         * network. Link-local, multicast, unspecified and cloud metadata addresses and IP addresses
         * in a non-canonical form stay refused. Keep it off on a service reachable by other parties.
         */
        @WithDefault("false")
        boolean allowPrivateAddresses();
    }
}
