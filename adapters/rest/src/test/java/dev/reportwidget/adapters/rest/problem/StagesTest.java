package dev.reportwidget.adapters.rest.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;

import jakarta.ws.rs.core.Response;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** Responses to stages: complete ones at once, pending ones when they complete, failures as thrown. */
class StagesTest {

    private static Response ok(String entity) {
        return Response.ok(entity).build();
    }

    /** The response that carries the value as its entity. */
    private static final Function<String, Response> OK = StagesTest::ok;

    private static Object entity(CompletionStage<Response> answer) throws Exception {
        return answer.toCompletableFuture().get().getEntity();
    }

    private static Throwable failure(CompletionStage<Response> answer) throws InterruptedException {
        try {
            answer.toCompletableFuture().get();
            throw new AssertionError("completed normally");
        } catch (ExecutionException e) {
            return e.getCause();
        }
    }

    @Test
    void aCompleteStageIsAnsweredAtOnceAndAPendingOneWhenItCompletes() throws Exception {
        assertEquals("cached", entity(Stages.respond(CompletableFuture.completedFuture("cached"), OK)));

        var pending = new CompletableFuture<String>();
        CompletionStage<Response> answer = Stages.respond(pending, OK);
        assertFalse(answer.toCompletableFuture().isDone());
        pending.complete("later");
        assertEquals("later", entity(answer));
    }

    @Test
    void failuresReachTheMappersAsThrownWhetherTheStageIsCompleteOrNot() throws Exception {
        var thrown = new IllegalStateException("the use case failed");
        assertSame(thrown, failure(Stages.respond(CompletableFuture.failedFuture(thrown), OK)));
        assertSame(
                thrown, failure(Stages.respond(CompletableFuture.failedFuture(new CompletionException(thrown)), OK)));

        var building = new IllegalArgumentException("the response could not be built");
        assertSame(building, failure(Stages.respond(CompletableFuture.completedFuture("x"), value -> {
            throw building;
        })));
        var pending = new CompletableFuture<String>();
        CompletionStage<Response> answer = Stages.respond(pending, value -> {
            throw building;
        });
        pending.complete("x");
        assertSame(building, failure(answer));
    }

    @Test
    void aResponseThatCompletesLaterIsAwaitedAfterACompleteOrAPendingStage() throws Exception {
        var rendering = new CompletableFuture<Response>();
        CompletionStage<Response> answer =
                Stages.respondLater(CompletableFuture.completedFuture("content"), content -> rendering);
        assertFalse(answer.toCompletableFuture().isDone());
        rendering.complete(ok("rendered"));
        assertEquals("rendered", entity(answer));

        var content = new CompletableFuture<String>();
        CompletionStage<Response> later =
                Stages.respondLater(content, value -> CompletableFuture.completedFuture(ok(value + " rendered")));
        content.complete("calculated");
        assertEquals("calculated rendered", entity(later));

        var thrown = new IllegalStateException("no rendering");
        assertSame(thrown, failure(Stages.respondLater(CompletableFuture.completedFuture("content"), value -> {
            throw thrown;
        })));
        assertSame(
                thrown,
                failure(Stages.respondLater(
                        CompletableFuture.completedFuture("content"),
                        value -> CompletableFuture.failedFuture(thrown))));
    }
}
