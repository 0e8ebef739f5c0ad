// web/js/state/: the orders in which a link is read and written come from each parameter's place
// (specs.js). They are pinned here, as the hand-kept lists had them: a written link must stay
// byte-identical, and a parameter is checked against those read before it.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { makeSpecs } from "../../web/js/state/specs.js";
import { linkOrders } from "../../web/js/state/url.js";
import { limits, storeFor } from "./store-fixture.mjs";

const readOrder = (
  "core theme section seed d n base pos i k ref shift pe s1 s2 mask layout dims question " +
  "kinds mode count hints solutions lock print view labseed labsteps labmask labtask labsentence " +
  "stretch factor trainlen heads head pass lang"
).split(" ");
const writeOrder = (
  "n d base pos i k ref shift s1 s2 pe mask layout dims question mode count kinds hints " +
  "solutions lock print view labseed labsteps labmask labtask labsentence stretch factor trainlen " +
  "heads head theme core section seed pass lang"
).split(" ");

describe("state/: the link's orders", () => {
  const specs = makeSpecs(limits, () => ({ ok: true, error: "", tokens: [] }));

  it("each place runs 0, 1, 2, ... over all the parameters, once each", () => {
    const count = Object.keys(specs).length;
    for (const which of ["read", "write"]) {
      const places = Object.values(specs).map((spec) => spec.place[which]);
      assert.deepEqual(
        [...places].sort((a, b) => a - b),
        Array.from({ length: count }, (_, j) => j),
        which,
      );
    }
  });

  it("reads and writes in the documented orders", () => {
    const orders = linkOrders(specs);
    assert.deepEqual(orders.readOrder, readOrder);
    assert.deepEqual(orders.writeOrder, writeOrder);
  });

  it("writes every parameter that differs from its default in the write order", () => {
    const { url } = storeFor(
      "?lang=en-XA&pass=70&seed=3&section=lab&core=js&theme=dark&head=2&heads=4&trainlen=64&factor=2" +
        "&stretch=pi&labsentence=the+dog+bites&labtask=far&labmask=causal" +
        "&labsteps=10&labseed=2&view=figure&print=key&lock=1&solutions=never&hints=off" +
        "&kinds=value&count=5&mode=mixed&question=shift&dims=0,2&layout=concatenated" +
        "&mask=causal&pe=learned&s2=a+b&s1=b+a&shift=7&ref=4&k=2&i=3&pos=9&base=100&d=16&n=32",
    );
    const keys = [...new URLSearchParams(url().split("?")[1]).keys()];
    assert.deepEqual(keys, writeOrder);
  });
});
