-- wrk script: POST the scene named by ZOETROPE_SCENE to the URL's path and query.
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
local file = assert(io.open(os.getenv("ZOETROPE_SCENE"), "rb"))
wrk.body = file:read("*a")
file:close()
