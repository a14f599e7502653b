// Shared setup for node-environment tests (services, server, lib).
