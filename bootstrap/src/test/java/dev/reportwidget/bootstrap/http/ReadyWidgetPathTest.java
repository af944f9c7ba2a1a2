package dev.reportwidget.bootstrap.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.adapters.rest.widget.ReadyWidgetRoute;
import io.quarkus.arc.ClientProxy;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The beans a cached widget request passes through hold each other directly, not through client
 * proxies: a proxy of an application-scoped bean looks its instance up in the context on every
 * call, and a cached widget request makes a dozen such calls (about 2 us of its service CPU, see
 * the README, Performance). The check walks the service's own objects reachable from the
 * ready-widget route and names every field that holds a proxy of one of the service's own beans.
 */
@QuarkusTest
class ReadyWidgetPathTest {

    @Inject
    ReadyWidgetRoute route;

    @Test
    void theReadyWidgetPathHoldsNoClientProxy() throws IllegalAccessException {
        assertTrue(!(((Object) route) instanceof ClientProxy), "the route itself is injected without a proxy");
        Set<String> proxied = new TreeSet<>();
        Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        Deque<Object> next = new ArrayDeque<>();
        next.push(route);
        while (!next.isEmpty()) {
            Object bean = next.pop();
            if (!seen.add(bean)) {
                continue;
            }
            for (Class<?> type = bean.getClass(); isOurs(type); type = type.getSuperclass()) {
                for (Field field : type.getDeclaredFields()) {
                    if (Modifier.isStatic(field.getModifiers())
                            || field.getType().isPrimitive()) {
                        continue;
                    }
                    field.setAccessible(true);
                    Object value = field.get(bean);
                    // the framework's own beans (the data source, the transaction manager) are asked
                    // only when the database is, never by a cached request
                    if (value instanceof ClientProxy proxy
                            && isOurs(proxy.arc_bean().getBeanClass())) {
                        proxied.add(type.getSimpleName() + "." + field.getName() + " -> "
                                + proxy.arc_bean().getBeanClass().getSimpleName());
                    } else if (value != null && isOurs(value.getClass())) {
                        next.push(value);
                    }
                }
            }
        }
        assertTrue(seen.size() > 8, "the walk reaches the widget path's beans; it saw " + seen.size());
        assertEquals(Set.of(), proxied, "fields of the ready-widget path that hold a client proxy");
    }

    private static boolean isOurs(Class<?> type) {
        return type != null && type.getName().startsWith("dev.reportwidget.");
    }
}
