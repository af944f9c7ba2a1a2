package dev.reportwidget.bootstrap.support;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.function.Function;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A host page of another site than the service's (127.0.0.1 on a port of its own; the service is
 * on localhost), for the browser tests of framed widgets, and how they measure a frame.
 */
public final class HostSite implements AutoCloseable {

    private final HttpServer server;

    private HostSite(HttpServer server) {
        this.server = server;
    }

    /** Serves {@code pages} (a path to its HTML, or null) on a loopback port; anything else is an empty 204. */
    public static HostSite serve(Function<String, String> pages) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            String page = pages.apply(exchange.getRequestURI().getPath());
            byte[] body = page == null ? null : page.getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", "text/html; charset=utf-8");
            // anything else (the browser's favicon request): an empty answer, no console error
            exchange.sendResponseHeaders(body == null ? 204 : 200, body == null ? -1 : body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                if (body != null) {
                    out.write(body);
                }
            }
        });
        server.start();
        return new HostSite(server);
    }

    /** The site's root URL. */
    public String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/";
    }

    @Override
    public void close() {
        server.stop(0);
    }

    /** The frame's height on the host page, in CSS pixels. */
    public static int frameHeight(ChromeDriver browser, WebElement frame) {
        return ((Number) browser.executeScript("return arguments[0].getBoundingClientRect().height", frame)).intValue();
    }

    /**
     * Waits until the frame is as tall as its loaded document's body, and answers that height: the
     * widget has posted its height and the host page's script has applied it.
     */
    public static int settledHeight(ChromeDriver browser, WebDriverWait wait, WebElement frame) {
        int[] settled = {-1};
        String[] last = {"nothing measured"};
        wait.withMessage(() -> "the frame never took its content's height; last seen: " + last[0]);
        wait.until(d -> {
            browser.switchTo().frame(frame);
            try {
                last[0] = String.valueOf(browser.executeScript("return document.readyState + ', body '"
                        + " + Math.ceil(document.body.getBoundingClientRect().height) + ', width ' + window.innerWidth"
                        + " + ', ' + location.search"));
                int height = ((Number) browser.executeScript("return document.readyState === 'complete'"
                                + " ? Math.ceil(document.body.getBoundingClientRect().height) : -1"))
                        .intValue();
                browser.switchTo().defaultContent();
                last[0] += ", frame " + frameHeight(browser, frame);
                if (height > 0 && frameHeight(browser, frame) == height) {
                    settled[0] = height;
                    return true;
                }
                return false;
            } finally {
                browser.switchTo().defaultContent();
            }
        });
        return settled[0];
    }
}
