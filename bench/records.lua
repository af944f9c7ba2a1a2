-- wrk script: POST a batch of records per request to the path given on the wrk command line
-- (POST /service_token/records). RECORDS_PER_REQUEST (default 100) records each; with KEYED=1
-- every record carries an idempotencyKey not sent before (RUN tells runs apart).
local per_request = tonumber(os.getenv("RECORDS_PER_REQUEST") or "100")
local keyed = os.getenv("KEYED") == "1"
local run = os.getenv("RUN") or "0"
local fields = '"type":"sale","activity":"closed","desc":"bench","source":["google"],"tags":["eu"],'
  .. '"value":12.5,"custom_data":{"plan":"pro"}'
local headers = { ["Content-Type"] = "application/json" }

local threads = 0
function setup(thread)
  threads = threads + 1
  thread:set("id", threads)
end

local counter = 0
local plain

function request()
  if not keyed then
    if not plain then
      local parts = {}
      for i = 1, per_request do
        parts[i] = "{" .. fields .. "}"
      end
      plain = '{"records":[' .. table.concat(parts, ",") .. "]}"
    end
    return wrk.format("POST", nil, headers, plain)
  end
  local parts = {}
  for i = 1, per_request do
    counter = counter + 1
    parts[i] = '{"idempotencyKey":"bench-' .. run .. "-" .. id .. "-" .. counter .. '",' .. fields .. "}"
  end
  return wrk.format("POST", nil, headers, '{"records":[' .. table.concat(parts, ",") .. "]}")
end
