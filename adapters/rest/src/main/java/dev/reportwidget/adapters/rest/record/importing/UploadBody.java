package dev.reportwidget.adapters.rest.record.importing;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * The request's body as the import reads it, remembering whether the upload itself failed: its
 * client fell silent for longer than the read timeout, or its connection ended before the declared
 * length. The file readers report an unreadable stream as a problem of the file; when an import
 * fails, the resource asks this stream whether the upload itself failed before it trusts that
 * verdict, so that an upload that did not arrive whole is answered as such.
 */
final class UploadBody extends FilterInputStream {

    private volatile IOException failure;

    UploadBody(InputStream upload) {
        super(upload);
    }

    @Override
    public int read() throws IOException {
        try {
            return super.read();
        } catch (IOException e) {
            throw failed(e);
        }
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        try {
            return super.read(buffer, offset, length);
        } catch (IOException e) {
            throw failed(e);
        }
    }

    @Override
    public long skip(long n) throws IOException {
        try {
            return super.skip(n);
        } catch (IOException e) {
            throw failed(e);
        }
    }

    /** Closing reads and throws away what is left of the upload, so it can fail like a read. */
    @Override
    public void close() throws IOException {
        try {
            super.close();
        } catch (IOException e) {
            throw failed(e);
        }
    }

    /** Ends the import's answer when the upload failed: it did not arrive whole, whatever was read of it. */
    void requireArrived() {
        IOException failed = failure;
        if (failed != null) {
            throw new UploadInterruptedException(failed);
        }
    }

    private IOException failed(IOException e) {
        if (failure == null) {
            failure = e;
        }
        return e;
    }

    /** An upload that did not arrive whole; nothing of it is stored. */
    static final class UploadInterruptedException extends RuntimeException {
        UploadInterruptedException(IOException cause) {
            super(
                    "the upload did not arrive whole (" + cause.getMessage()
                            + "): it stopped for longer than the read timeout or its connection ended; nothing was stored",
                    cause);
        }
    }
}
