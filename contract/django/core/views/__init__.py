"""The views of SPEC §7 beside authentication (accounts), by area."""
