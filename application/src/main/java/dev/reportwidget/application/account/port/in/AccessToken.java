package dev.reportwidget.application.account.port.in;

/** A signed bearer token and how many seconds it stays valid. */
public record AccessToken(String token, long expiresInSeconds) {
    @Override
    public String toString() {
        return "AccessToken[expiresInSeconds=" + expiresInSeconds + "]";
    }
}
