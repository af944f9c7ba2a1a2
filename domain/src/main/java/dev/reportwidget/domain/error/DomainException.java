package dev.reportwidget.domain.error;

/** Base of every rule outcome that is not a success; the inbound adapter picks the status per subtype. */
public abstract sealed class DomainException extends RuntimeException
        permits ValidationException,
                InvalidRequestException,
                NotFoundException,
                PermissionDeniedException,
                ConflictException,
                AuthenticationException,
                UnavailableException,
                GoneException,
                RateLimitedException {

    protected DomainException(String message) {
        super(message, null, false, false);
    }
}
