package dev.reportwidget.adapters.console;

import jakarta.ws.rs.core.MultivaluedHashMap;
import jakarta.ws.rs.core.MultivaluedMap;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.regex.Pattern;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.FormElement;

/**
 * A rendered page's form read back as a browser submits it unchanged: the HTML parsed as a browser
 * parses it (jsoup, and the line break a text area's content starts with dropped), each control's value sanitised as a browser sanitises it (no line breaks in a
 * one-line input, a colour in lower case, an invalid date or number dropped), and line breaks sent
 * as CR LF, as form submission writes them.
 */
public final class BrowserForms {

    private static final Pattern COLOR = Pattern.compile("^#[0-9a-fA-F]{6}$");
    private static final Pattern NUMBER = Pattern.compile("^-?(?:[0-9]+(?:\\.[0-9]+)?|\\.[0-9]+)(?:[eE][-+]?[0-9]+)?$");

    private BrowserForms() {}

    /**
     * The fields the form matching {@code selector} sends when {@code submitter} (a submit button's
     * {@code name=value}, or null) submits it.
     */
    public static MultivaluedMap<String, String> submit(String html, String selector, String submitter) {
        Document page = Jsoup.parse(html);
        Element found = page.selectFirst(selector);
        if (!(found instanceof FormElement form)) {
            throw new AssertionError("no form " + selector + " in the page");
        }
        MultivaluedMap<String, String> sent = new MultivaluedHashMap<>();
        for (Element control : form.elements()) {
            String name = control.attr("name");
            if (name.isEmpty() || control.hasAttr("disabled")) {
                continue;
            }
            String type = control.attr("type").toLowerCase(Locale.ROOT);
            switch (control.normalName()) {
                case "select" -> {
                    Element option = control.selectFirst("option[selected]");
                    if (option == null) {
                        option = control.selectFirst("option");
                    }
                    if (option != null) {
                        add(sent, name, option.hasAttr("value") ? option.attr("value") : option.text());
                    }
                }
                case "textarea" -> add(sent, name, withoutLeadingNewline(control.wholeText()));
                case "input" -> {
                    if (type.equals("checkbox") || type.equals("radio")) {
                        if (control.hasAttr("checked")) {
                            add(sent, name, control.hasAttr("value") ? control.attr("value") : "on");
                        }
                    } else if (!type.equals("submit")
                            && !type.equals("button")
                            && !type.equals("image")
                            && !type.equals("file")
                            && !type.equals("reset")) {
                        add(sent, name, sanitised(type, control.attr("value")));
                    }
                }
                default -> {
                    // buttons send nothing unless they are the submitter
                }
            }
        }
        if (submitter != null) {
            int equals = submitter.indexOf('=');
            add(sent, submitter.substring(0, equals), submitter.substring(equals + 1));
        }
        return sent;
    }

    /** A browser's parser drops the line break that starts a text area's content; jsoup keeps it. */
    private static String withoutLeadingNewline(String text) {
        return text.startsWith("\r\n") ? text.substring(2) : text.startsWith("\n") ? text.substring(1) : text;
    }

    /** A one-line control's value as a browser keeps it. */
    private static String sanitised(String type, String value) {
        return switch (type) {
            case "color" -> COLOR.matcher(value).matches() ? value.toLowerCase(Locale.ROOT) : "#000000";
            case "date" -> validDate(value) ? value : "";
            case "number" -> NUMBER.matcher(value).matches() ? value : "";
            case "datetime-local" -> localDateTime(value);
            default -> value.replace("\r", "").replace("\n", "");
        };
    }

    /** A date and time as a browser normalises it: a T between, seconds only when not zero. */
    private static String localDateTime(String value) {
        try {
            java.time.LocalDateTime time = java.time.LocalDateTime.parse(value.replace(' ', 'T'));
            String text = time.toString();
            return time.getSecond() == 0 && time.getNano() == 0 ? text.substring(0, 16) : text;
        } catch (DateTimeParseException e) {
            return "";
        }
    }

    private static boolean validDate(String value) {
        try {
            LocalDate.parse(value);
            return value.matches("^[0-9]{4,}-[0-9]{2}-[0-9]{2}$");
        } catch (DateTimeParseException e) {
            return false;
        }
    }

    /** Form submission sends every line break as CR LF. */
    private static void add(MultivaluedMap<String, String> sent, String name, String value) {
        sent.add(name, value.replace("\r\n", "\n").replace("\r", "\n").replace("\n", "\r\n"));
    }
}
