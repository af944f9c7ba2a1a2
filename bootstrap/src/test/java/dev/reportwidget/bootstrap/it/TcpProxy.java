package dev.reportwidget.bootstrap.it;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A TCP forwarder on loopback that a test can cut: {@link #cut()} closes every connection through it
 * and stops accepting (new connections are refused), as when the database's host goes away;
 * {@link #restore()} accepts again on the same port.
 */
final class TcpProxy implements AutoCloseable {

    private final int targetPort;
    private final Set<Socket> open = ConcurrentHashMap.newKeySet();
    private final int port;
    private volatile ServerSocket server;

    TcpProxy(int targetPort) throws IOException {
        this.targetPort = targetPort;
        this.server = listen(0);
        this.port = server.getLocalPort();
        accept(server);
    }

    int port() {
        return port;
    }

    /** Closes every connection and refuses new ones. */
    synchronized void cut() throws IOException {
        server.close();
        for (Socket socket : open) {
            socket.close();
        }
        open.clear();
    }

    /** Accepts connections again, on the same port. */
    synchronized void restore() throws IOException {
        server = listen(port);
        accept(server);
    }

    @Override
    public void close() throws IOException {
        cut();
    }

    private static ServerSocket listen(int port) throws IOException {
        ServerSocket socket = new ServerSocket();
        socket.setReuseAddress(true);
        socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
        return socket;
    }

    private void accept(ServerSocket listening) {
        Thread acceptor = new Thread(
                () -> {
                    while (!listening.isClosed()) {
                        try {
                            Socket client = listening.accept();
                            Socket target = new Socket(InetAddress.getLoopbackAddress(), targetPort);
                            open.add(client);
                            open.add(target);
                            pump(client, target);
                            pump(target, client);
                        } catch (IOException e) {
                            // closed by cut(), or one connection failed: the next accept tells which
                        }
                    }
                },
                "tcp-proxy-accept");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    private void pump(Socket from, Socket to) {
        Thread pump = new Thread(
                () -> {
                    try (InputStream in = from.getInputStream();
                            OutputStream out = to.getOutputStream()) {
                        in.transferTo(out);
                    } catch (IOException e) {
                        // the other side or cut() closed it
                    } finally {
                        closeQuietly(from);
                        closeQuietly(to);
                    }
                },
                "tcp-proxy-pump");
        pump.setDaemon(true);
        pump.start();
    }

    private void closeQuietly(Socket socket) {
        open.remove(socket);
        try {
            socket.close();
        } catch (IOException ignored) {
            // already closed
        }
    }
}
