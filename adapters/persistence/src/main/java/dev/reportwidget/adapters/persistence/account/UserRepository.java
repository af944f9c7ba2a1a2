package dev.reportwidget.adapters.persistence.account;

import io.quarkus.hibernate.orm.panache.PanacheRepository;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Optional;

@ApplicationScoped
public class UserRepository implements PanacheRepository<UserEntity> {

    public Optional<UserEntity> findBuiltInByEmail(String email) {
        return find("email = ?1 and issuer is null", email).firstResultOptional();
    }

    Optional<UserEntity> findExternal(String issuer, String subject) {
        return find("issuer = ?1 and subject = ?2", issuer, subject).firstResultOptional();
    }
}
