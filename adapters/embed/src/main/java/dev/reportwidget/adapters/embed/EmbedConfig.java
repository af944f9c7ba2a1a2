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
        /** How long one fetch of a JWKS document may take, connection included. */
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
         * Accept {@code http://127.0.0.1} JWKS URLs besides https: for tests only, which serve a
         * document from the loopback interface. Never set it in production.
         */
        @WithDefault("false")
        boolean allowLoopbackHttp();
    }
}
