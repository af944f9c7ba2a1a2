package dev.reportwidget.domain.report;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.LinkedHashSet;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A calculated data set's expression (docs/reports-and-widgets.md#calculated-data-sets): decimal
 * numbers, keys of the report's plain data sets, {@code + - * /}, unary minus and parentheses, with
 * the usual precedence. It is evaluated on numbers its operands give, bucket by bucket or over the
 * whole period; a division by zero or an operand without a value gives no value, never an infinity
 * or a zero.
 *
 * @param text the expression as written
 */
public record Formula(String text, Node root) {

    public static final int MAX_LENGTH = 200;
    public static final int MAX_OPERANDS = 20;

    /** The precision of every operation: 16 significant digits, as a double shows. */
    private static final MathContext PRECISION = MathContext.DECIMAL64;

    public Formula {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(root, "root");
    }

    /** The formula a text writes, or why it is none, in words a person understands. */
    public static Parsed parse(String text) {
        if (text == null || text.isBlank()) {
            return new Parsed.Broken("Enter a formula, such as revenue / ad_spend.");
        }
        if (text.length() > MAX_LENGTH) {
            return new Parsed.Broken("Use at most " + MAX_LENGTH + " characters.");
        }
        try {
            Parser parser = new Parser(text);
            Node root = parser.expression();
            parser.end();
            if (parser.operands > MAX_OPERANDS) {
                return new Parsed.Broken(
                        "Use at most " + MAX_OPERANDS + " numbers and keys; this formula has " + parser.operands + ".");
            }
            return new Parsed.Valid(new Formula(text, root));
        } catch (Mistake mistake) {
            return new Parsed.Broken(mistake.getMessage());
        }
    }

    /** The keys the formula names, in the order it first names them. */
    public Set<String> keys() {
        Set<String> keys = new LinkedHashSet<>();
        root.collectKeys(keys);
        return keys;
    }

    /**
     * The formula's value when each key has the value {@code operand} gives it (empty: none);
     * empty when an operand has none or a division is by zero.
     */
    public Optional<BigDecimal> evaluate(Function<String, Optional<BigDecimal>> operand) {
        return root.evaluate(operand).map(Formula::plain);
    }

    /** A result without trailing zeros, never in exponent form (1E+3 is written 1000). */
    private static BigDecimal plain(BigDecimal value) {
        BigDecimal stripped = value.stripTrailingZeros();
        return stripped.scale() < 0 ? stripped.setScale(0) : stripped;
    }

    /** What parsing a text gave. */
    public sealed interface Parsed {
        record Valid(Formula formula) implements Parsed {}

        /** @param message what is wrong, for the person who wrote it */
        record Broken(String message) implements Parsed {}
    }

    /** A part of an expression. */
    public sealed interface Node {
        Optional<BigDecimal> evaluate(Function<String, Optional<BigDecimal>> operand);

        default void collectKeys(Set<String> keys) {}
    }

    public record Number(BigDecimal value) implements Node {
        @Override
        public Optional<BigDecimal> evaluate(Function<String, Optional<BigDecimal>> operand) {
            return Optional.of(value);
        }
    }

    public record Key(String name) implements Node {
        @Override
        public Optional<BigDecimal> evaluate(Function<String, Optional<BigDecimal>> operand) {
            return operand.apply(name);
        }

        @Override
        public void collectKeys(Set<String> keys) {
            keys.add(name);
        }
    }

    public record Negation(Node operand) implements Node {
        @Override
        public Optional<BigDecimal> evaluate(Function<String, Optional<BigDecimal>> values) {
            return operand.evaluate(values).map(BigDecimal::negate);
        }

        @Override
        public void collectKeys(Set<String> keys) {
            operand.collectKeys(keys);
        }
    }

    public enum Operator {
        ADD('+'),
        SUBTRACT('-'),
        MULTIPLY('*'),
        DIVIDE('/');

        private final char symbol;

        Operator(char symbol) {
            this.symbol = symbol;
        }

        public char symbol() {
            return symbol;
        }

        Optional<BigDecimal> apply(BigDecimal left, BigDecimal right) {
            return switch (this) {
                case ADD -> Optional.of(left.add(right, PRECISION));
                case SUBTRACT -> Optional.of(left.subtract(right, PRECISION));
                case MULTIPLY -> Optional.of(left.multiply(right, PRECISION));
                case DIVIDE -> right.signum() == 0 ? Optional.empty() : Optional.of(left.divide(right, PRECISION));
            };
        }
    }

    public record Operation(Operator operator, Node left, Node right) implements Node {
        @Override
        public Optional<BigDecimal> evaluate(Function<String, Optional<BigDecimal>> operand) {
            Optional<BigDecimal> l = left.evaluate(operand);
            Optional<BigDecimal> r = right.evaluate(operand);
            return l.isEmpty() || r.isEmpty() ? Optional.empty() : operator.apply(l.get(), r.get());
        }

        @Override
        public void collectKeys(Set<String> keys) {
            left.collectKeys(keys);
            right.collectKeys(keys);
        }
    }

    /** A mistake in the text, with the message that explains it. */
    private static final class Mistake extends RuntimeException {
        Mistake(String message) {
            super(message, null, false, false);
        }
    }

    /**
     * A recursive-descent parser: expression = term (("+" | "-") term)*; term = factor (("*" |
     * "/") factor)*; factor = "-" factor | number | key | "(" expression ")". Positions in
     * messages count characters from 1.
     */
    private static final class Parser {
        private final String text;
        private int at;
        private int operands;

        Parser(String text) {
            this.text = text;
        }

        Node expression() {
            Node node = term();
            for (char c = peek(); c == '+' || c == '-'; c = peek()) {
                at++;
                node = new Operation(c == '+' ? Operator.ADD : Operator.SUBTRACT, node, operandAfter(c, this::term));
            }
            return node;
        }

        private Node term() {
            Node node = factor();
            for (char c = peek(); c == '*' || c == '/'; c = peek()) {
                at++;
                node = new Operation(
                        c == '*' ? Operator.MULTIPLY : Operator.DIVIDE, node, operandAfter(c, this::factor));
            }
            return node;
        }

        /**
         * The operand an operator takes, read by {@code operand} (a term after + and -, a factor
         * after * and /): missing at the end or before another operator is a mistake.
         */
        private Node operandAfter(char operator, Supplier<Node> operand) {
            int position = at;
            char c = peek();
            if (c == 0) {
                throw new Mistake("The formula ends with “" + operator + "”: add what comes after it.");
            }
            if (c == ')' || c == '*' || c == '/' || c == '+') {
                throw new Mistake("Something is missing between “" + operator + "” and “" + c + "” at position "
                        + position + ".");
            }
            return operand.get();
        }

        private Node factor() {
            char c = peek();
            int start = at + 1;
            if (c == 0) {
                throw new Mistake(
                        at == 0 || text.isBlank()
                                ? "Enter a formula, such as revenue / ad_spend."
                                : "The formula ends too early: add a number or a key.");
            }
            if (c == '-') {
                at++;
                if (peek() == 0) {
                    throw new Mistake("The formula ends with “-”: add what comes after it.");
                }
                return new Negation(factor());
            }
            if (c == '(') {
                at++;
                if (peek() == ')') {
                    throw new Mistake("The parentheses at position " + start + " hold nothing.");
                }
                Node inside = expression();
                if (peek() != ')') {
                    throw new Mistake("The “(” at position " + start + " is never closed: add a “)”.");
                }
                at++;
                return inside;
            }
            if (Character.isDigit(c) || c == '.') {
                return number(start);
            }
            if (c >= 'a' && c <= 'z') {
                return key(start);
            }
            if (c == ')') {
                throw new Mistake("The “)” at position " + start + " closes nothing.");
            }
            if (c >= 'A' && c <= 'Z') {
                throw new Mistake(
                        "Keys are written in lowercase: “" + word() + "” at position " + start + " is not one.");
            }
            throw new Mistake(notPartOfAFormula(c, start));
        }

        private Node number(int start) {
            int from = at;
            while (at < text.length() && (Character.isDigit(text.charAt(at)) || text.charAt(at) == '.')) {
                at++;
            }
            String written = text.substring(from, at);
            if (!written.matches("[0-9]+(\\.[0-9]+)?")) {
                throw new Mistake("“" + written + "” at position " + start
                        + " is not a number: write numbers such as 100 or 0.25.");
            }
            if (at < text.length() && Character.isLetter(text.charAt(at))) {
                throw new Mistake("“" + written + text.charAt(at) + "” at position " + start
                        + " is not a number: write numbers such as 100 or 0.25, without letters or exponents.");
            }
            operands++;
            return new Number(new BigDecimal(written));
        }

        private Node key(int start) {
            String name = word();
            if (!DataSet.KEY.matcher(name).matches()) {
                throw new Mistake("“" + name + "” at position " + start + " is not a key: a key is a lowercase letter "
                        + "followed by up to 31 lowercase letters, digits or underscores.");
            }
            operands++;
            return new Key(name);
        }

        /** The letters, digits and underscores from here on (any case), consumed. */
        private String word() {
            int from = at;
            while (at < text.length() && (Character.isLetterOrDigit(text.charAt(at)) || text.charAt(at) == '_')) {
                at++;
            }
            return text.substring(from, at);
        }

        /** After the whole expression: nothing but spaces may follow. */
        void end() {
            char c = peek();
            if (c == 0) {
                return;
            }
            int position = at + 1;
            if (c == ')') {
                throw new Mistake("The “)” at position " + position + " closes nothing.");
            }
            if (c == '(' || Character.isLetterOrDigit(c) || c == '.') {
                throw new Mistake("Put an operator (+, -, * or /) before position " + position + ".");
            }
            throw new Mistake(notPartOfAFormula(c, position));
        }

        private static String notPartOfAFormula(char c, int position) {
            return "“" + c + "” at position " + position
                    + " is not part of a formula: use numbers, data set keys, + - * / and parentheses.";
        }

        /** The next character that is not a space (0 at the end), without consuming it. */
        private char peek() {
            while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
                at++;
            }
            return at < text.length() ? text.charAt(at) : 0;
        }
    }
}
