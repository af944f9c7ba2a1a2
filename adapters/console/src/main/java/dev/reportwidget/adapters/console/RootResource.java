package dev.reportwidget.adapters.console;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Response;

/** The service's root sends a person to the console. */
@Path("/")
public class RootResource {

    @GET
    public Response root() {
        return Pages.seeOther("/console");
    }
}
