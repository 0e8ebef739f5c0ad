"""Peer for the table benchmark: the sinusoidal table as the TensorFlow tutorial writes it with numpy.

A line protocol on stdin/stdout so that its rounds interleave with the JS and wasm peers:
  "N D" -> builds the N x D float32 table once, prints the milliseconds it took.
  "version" -> prints numpy's version.
"""
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
    n, d = int(words[0]), int(words[1])
    start = time.perf_counter()
    table = positional_encoding(n, d)
    elapsed = (time.perf_counter() - start) * 1000
    assert table.shape == (n, d)
    print(f"{elapsed:.6f}", flush=True)
