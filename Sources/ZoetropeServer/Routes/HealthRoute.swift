import Hummingbird

extension Router {
    /// `GET /healthz`: 200 `{"status":"ok"}` while the server answers requests.
    func addHealthRoute() {
        get("/healthz") { _, _ in
            JSONResponse.make(["status": "ok"], status: .ok)
        }
    }
}
