// Spanish messages of ui (core); keys and placeholders as in en.js.
export default {
  "page.title": "Explorador de codificación posicional",

  "core.name.simd": "núcleo SIMD",
  "core.name.scalar": "núcleo escalar",
  "core.name.js": "núcleo JavaScript (wasm2js)",
  "core.why.noWasm": "este navegador no admite WebAssembly",
  "core.why.cspRefused":
    "esta página no tiene permiso para compilar WebAssembly: a su Content-Security-Policy le falta 'wasm-unsafe-eval', o WebAssembly está desactivado",
  "core.reason.linkJs": "solicitado por el enlace (core=js)",
  "core.reason.linkScalar": "solicitado por el enlace (core=scalar)",
  "core.reason.linkSimd": "solicitado por el enlace (core=simd)",
  "core.reason.askedBut": "el enlace pedía el núcleo {requested}, pero {why}",
  "core.reason.askedSimdNoSimd":
    "el enlace pedía el núcleo SIMD, pero este navegador no admite wasm SIMD",
  "core.reason.noSimd": "este navegador no admite wasm SIMD",
  "core.reason.simdDetected": "wasm SIMD detectado",
  "core.reason.couldNotStart": "el {core} no pudo iniciarse ({error})",
  "core.status.restarting": "La calculadora se detuvo inesperadamente. Reiniciándola…",
  "core.status.restartFailed":
    "La calculadora se detuvo y no pudo reiniciarse ({error}). Vuelve a cargar la página.",
  "core.status.failed":
    "La calculadora de esta página ({file}) no pudo iniciarse: {error}. El texto se puede leer sin problema, pero las figuras y los números la necesitan. Prueba a recargar la página o usa una versión reciente de Chrome, Firefox o Safari.",
  "core.status.didNotStart":
    "La calculadora no se inició, así que las figuras no están disponibles.",
  "core.status.running": "Números calculados en tu navegador por el {core}.",
  "core.status.runningWhy": "Números calculados en tu navegador por el {core} ({reason}).",

  "start.stopped": "La página no pudo terminar de iniciarse.",
  "start.failed":
    "Una parte de la página falló al iniciarse: {parts} ({error}). <link>Abre esta página con el núcleo JavaScript</link>, que no necesita WebAssembly, o prueba a recargarla.",
  "start.failedOnJs":
    "Una parte de la página falló al iniciarse: {parts} ({error}). Prueba a recargarla o usa una versión reciente de Chrome, Firefox o Safari.",

  "section.refused": "El núcleo rechazó {what}: {error}",
  "section.refused.inputs": "estos datos de entrada",

  "notice.dismiss": "Cerrar",
  "notice.dismissLabel": "Cerrar este mensaje",
};
