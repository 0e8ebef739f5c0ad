"""Peer for the table benchmark: the sinusoidal table as the TensorFlow tutorial writes it with numpy.

A line protocol on stdin/stdout so that its rounds interleave with the JS and wasm peers:
  "time N D"  -> builds the N x D float32 table once, prints the milliseconds it took
                 (only the call is timed; the table is dropped after the clock stops).
  "table N D" -> builds it and prints its float32 bytes (little-endian, row-major) in base64,
                 so the harness can check it against its float64 reference before timing.
  "version"   -> prints numpy's version.
"""
import base64
import sys
import time

import numpy as np


def positional_encoding(length, depth):
    # TensorFlow tutorial style: angle rates broadcast over a position column, then sin on even and
    # cos on odd columns (interleaved, as the paper), cast to float32.
    positions = np.arange(length)[:, np.newaxis]
    dims = np.arange(depth)[np.newaxis, :]
    angle_rates = 1 / np.power(10000, (2 * (dims // 2)) / np.float32(depth))
    angle_rads = positions * angle_rates
    angle_rads[:, 0::2] = np.sin(angle_rads[:, 0::2])
    angle_rads[:, 1::2] = np.cos(angle_rads[:, 1::2])
    return angle_rads.astype(np.float32)


for line in sys.stdin:
    words = line.split()
    if words == ["version"]:
        print(np.__version__, flush=True)
        continue
    command, n, d = words[0], int(words[1]), int(words[2])
    if command == "table":
        table = positional_encoding(n, d)
        data = np.ascontiguousarray(table, dtype="<f4").tobytes()
        print(base64.b64encode(data).decode("ascii"), flush=True)
        continue
    start = time.perf_counter()
    table = positional_encoding(n, d)
    elapsed = (time.perf_counter() - start) * 1000
    del table
    print(f"{elapsed:.6f}", flush=True)
