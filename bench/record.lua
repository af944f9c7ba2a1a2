-- wrk script: POST one record per request to the path given on the wrk command line.
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"type":"sale","activity":"closed","desc":"bench","source":["google"],"tags":["eu"],"value":12.5,"custom_data":{"plan":"pro"}}'
