package dev.reportwidget.adapters.rest.problem;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.function.Function;

/**
 * Responses to use cases that complete later, with their failures as thrown, for the exception
 * mappers. The response is built on the thread that completes the use case, where no request
 * context is active: it must not need one (make URIs absolute beforehand).
 */
public final class Stages {

    private Stages() {}

    public static <T, R> CompletionStage<R> respond(CompletionStage<T> stage, Function<T, R> response) {
        if (stage instanceof CompletableFuture<T> done && done.isDone() && !done.isCompletedExceptionally()) {
            // a cached widget's stages are complete already: the response is built at once, without
            // a dependent stage
            try {
                return CompletableFuture.completedFuture(response.apply(done.join()));
            } catch (RuntimeException e) {
                return CompletableFuture.failedFuture(e);
            }
        }
        CompletableFuture<R> answer = new CompletableFuture<>();
        stage.whenComplete((value, failure) -> {
            if (failure != null) {
                answer.completeExceptionally(unwrapped(failure));
                return;
            }
            try {
                answer.complete(response.apply(value));
            } catch (RuntimeException e) {
                answer.completeExceptionally(e);
            }
        });
        return answer;
    }

    /** As {@link #respond}, for a response that itself completes later. */
    public static <T, R> CompletionStage<R> respondLater(
            CompletionStage<T> stage, Function<T, CompletionStage<R>> response) {
        // composing complete stages completes at once, so the answer takes respond's short way then
        return respond(stage.thenCompose(response), Function.identity());
    }

    /**
     * Waits for a stage, on a thread that may block; throws what it failed with, as thrown, for the
     * exception mappers.
     */
    public static <T> T await(CompletionStage<T> stage) {
        try {
            return stage.toCompletableFuture().join();
        } catch (CompletionException e) {
            if (unwrapped(e) instanceof RuntimeException cause) {
                throw cause;
            }
            throw e;
        }
    }

    /** What a stage failed with, without the wrapper a dependent stage adds. */
    public static Throwable cause(Throwable failure) {
        return unwrapped(failure);
    }

    private static Throwable unwrapped(Throwable failure) {
        return failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
    }
}
