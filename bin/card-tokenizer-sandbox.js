#!/usr/bin/env node
// The local payment service emulator; see the README's "Sandbox" section.
import '../dist/sandbox-cli.js';
