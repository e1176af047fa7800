#!/usr/bin/env node
// Writes the isolated mode's card frame page with its headers; see docs/isolated.md.
import '../dist/frame-cli.js';
