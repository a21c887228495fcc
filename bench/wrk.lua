-- The wrk side of bench/lib.ts. With PATH_PREFIX set, every request asks
-- PATH_PREFIX .. a random integer in [PATH_MIN, PATH_MAX] .. PATH_SUFFIX (many students' questions);
-- otherwise the URL given on the command line. At the end, one JSON line for lib.ts to read.
local prefix = os.getenv("PATH_PREFIX")
local low = tonumber(os.getenv("PATH_MIN") or "0")
local high = tonumber(os.getenv("PATH_MAX") or "0")
local suffix = os.getenv("PATH_SUFFIX") or ""

function init(args)
  math.randomseed(os.time() + math.floor(os.clock() * 1000000))
end

if prefix then
  request = function()
    return wrk.format(nil, prefix .. math.random(low, high) .. suffix)
  end
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('BENCH_RESULT {"requests":%d,"micros":%d,"errors":%d,"p50":%d,"p99":%d}\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.status + e.timeout,
    latency:percentile(50), latency:percentile(99)))
end
