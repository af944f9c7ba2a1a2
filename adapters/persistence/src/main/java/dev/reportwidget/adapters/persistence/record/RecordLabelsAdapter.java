package dev.reportwidget.adapters.persistence.record;

import dev.reportwidget.application.report.port.out.RecordLabels;
import dev.reportwidget.domain.property.PropertyId;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.util.List;

/**
 * The custom data keys of a property's latest {@value #SAMPLE} records by date, read through the
 * {@code (property_id, date, type)} index: the editor's list stays as quick with a million records
 * as with ten, and a key the latest records no longer carry drops out of it.
 */
@ApplicationScoped
public class RecordLabelsAdapter implements RecordLabels {

    static final int SAMPLE = 2_000;

    private final EntityManager em;

    RecordLabelsAdapter(EntityManager em) {
        this.em = em;
    }

    @Override
    @Transactional
    public List<String> customDataKeys(PropertyId property, int limit) {
        @SuppressWarnings("unchecked")
        List<String> keys = em.createNativeQuery("""
                        SELECT k.key
                          FROM (SELECT custom_data FROM records
                                 WHERE property_id = :property AND jsonb_typeof(custom_data) = 'object'
                                 ORDER BY date DESC
                                 LIMIT :sample) latest
                         CROSS JOIN LATERAL jsonb_object_keys(latest.custom_data) AS k(key)
                         GROUP BY k.key
                         ORDER BY count(*) DESC, k.key COLLATE "C"
                         LIMIT :limit""", String.class)
                .setParameter("property", property.value())
                .setParameter("sample", SAMPLE)
                .setParameter("limit", limit)
                .getResultList();
        return keys;
    }
}
