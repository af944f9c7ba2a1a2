package dev.reportwidget.bootstrap;

import dev.reportwidget.adapters.rest.widget.EmbedLinks;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

/** What the HTTP adapter's widget links take from the service's configuration. */
@ApplicationScoped
public class EmbedLinksWiring {

    // a record, so final: a client proxy cannot stand in for it
    @Produces
    @Singleton
    EmbedLinks embedLinks(PublicLinksConfig links) {
        return new EmbedLinks(links.publicBaseUrl());
    }
}
