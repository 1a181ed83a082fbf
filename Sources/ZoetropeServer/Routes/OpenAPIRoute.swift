import Hummingbird

extension Router<ZoetropeRequestContext> {
    /// `GET /openapi.yaml`: the OpenAPI 3.1 description of every route (``OpenAPIDocument``).
    func addOpenAPIRoute() {
        get("/openapi.yaml") { _, _ -> Response in
            Response(
                status: .ok, headers: [.contentType: OpenAPIDocument.contentType],
                body: .init(byteBuffer: ByteBuffer(string: OpenAPIDocument.yaml)))
        }
    }
}
