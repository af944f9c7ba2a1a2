package dev.reportwidget.adapters.persistence.account;

import dev.reportwidget.adapters.persistence.property.PropertyEntity;
import dev.reportwidget.adapters.persistence.property.PropertyPersistenceAdapter;
import dev.reportwidget.adapters.persistence.property.PropertyRepository;
import dev.reportwidget.application.account.port.out.UserAccounts;
import dev.reportwidget.domain.account.User;
import dev.reportwidget.domain.account.UserId;
import dev.reportwidget.domain.property.Role;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.time.ZoneId;
import java.util.Optional;

/**
 * Users in PostgreSQL; a new user comes with a personal property they own. Each call is its own
 * transaction unless the caller has one, so that sign-in and sign-up, which hash passwords between
 * calls, hold no connection while hashing.
 */
@ApplicationScoped
public class UserPersistenceAdapter implements UserAccounts {

    static final String PERSONAL_PROPERTY_NAME = "Personal";

    private final UserRepository users;
    private final PropertyRepository properties;
    private final PropertyPersistenceAdapter memberships;

    UserPersistenceAdapter(
            UserRepository users, PropertyRepository properties, PropertyPersistenceAdapter memberships) {
        this.users = users;
        this.properties = properties;
        this.memberships = memberships;
    }

    @Override
    @Transactional
    public Optional<Login> findLogin(String email) {
        return users.findBuiltInByEmail(email).map(u -> new Login(u.toDomain(), u.passwordHash));
    }

    @Override
    @Transactional
    public boolean emailTaken(String email) {
        return users.findBuiltInByEmail(email).isPresent();
    }

    @Override
    public Optional<User> findById(UserId id) {
        return users.findByIdOptional(id.value()).map(UserEntity::toDomain);
    }

    @Override
    @Transactional
    public Optional<String> passwordHash(UserId id) {
        return users.findByIdOptional(id.value()).map(u -> u.passwordHash);
    }

    @Override
    @Transactional
    public void replacePasswordHash(UserId id, String passwordHash) {
        users.update("passwordHash = ?1 where id = ?2", passwordHash, id.value());
    }

    @Override
    public Optional<User> findByExternalIdentity(String issuer, String subject) {
        return users.findExternal(issuer, subject).map(UserEntity::toDomain);
    }

    @Override
    @Transactional
    public User create(NewUser user) {
        PropertyEntity personal = PropertyEntity.of(PERSONAL_PROPERTY_NAME, ZoneId.of("UTC"), true);
        properties.persist(personal);
        var entity = new UserEntity();
        entity.email = user.email();
        entity.name = user.name();
        entity.passwordHash = user.passwordHash();
        entity.issuer = user.issuer();
        entity.subject = user.subject();
        entity.personalPropertyId = personal.id;
        entity.createdAt = Instant.now();
        users.persist(entity);
        memberships.join(personal, entity.id, Role.OWNER);
        return entity.toDomain();
    }
}
