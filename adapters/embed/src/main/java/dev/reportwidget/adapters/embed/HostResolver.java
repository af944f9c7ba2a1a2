package dev.reportwidget.adapters.embed;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;

/** The addresses of a host name. Tests give a fixed answer, so no test asks a DNS server. */
@FunctionalInterface
interface HostResolver {

    /** The system's resolver (DNS, {@code /etc/hosts}), blocking. */
    HostResolver SYSTEM = host -> List.of(InetAddress.getAllByName(host));

    /** @throws UnknownHostException when the name has no address */
    List<InetAddress> addresses(String host) throws UnknownHostException;
}
