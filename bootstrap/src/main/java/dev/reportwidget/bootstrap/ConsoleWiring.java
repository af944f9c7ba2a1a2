package dev.reportwidget.bootstrap;

import dev.reportwidget.adapters.console.ConsoleLinks;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

/** What the console adapter takes from the service's configuration. */
@ApplicationScoped
public class ConsoleWiring {

    @Produces
    @Singleton
    ConsoleLinks consoleLinks(PublicLinksConfig links) {
        return new ConsoleLinks(links.publicBaseUrl());
    }
}
