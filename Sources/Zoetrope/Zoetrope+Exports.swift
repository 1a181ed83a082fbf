/// A render's stop signal is part of the facade's API: callers of ``Renderer`` create and cancel it.
@_exported import Cancellation
