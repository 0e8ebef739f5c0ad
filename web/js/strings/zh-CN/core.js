// Simplified Chinese messages of ui (core); keys and placeholders as in en.js.
export default {
  "page.title": "位置编码探索器",

  "core.name.simd": "SIMD 计算核心",
  "core.name.scalar": "标量计算核心",
  "core.name.js": "JavaScript 计算核心（wasm2js）",
  "core.why.noWasm": "此浏览器不支持 WebAssembly",
  "core.why.cspRefused":
    "此页面不允许编译 WebAssembly：它的 Content-Security-Policy 缺少 'wasm-unsafe-eval'，或者 WebAssembly 已被关闭",
  "core.reason.linkJs": "由链接指定（core=js）",
  "core.reason.linkScalar": "由链接指定（core=scalar）",
  "core.reason.linkSimd": "由链接指定（core=simd）",
  "core.reason.askedBut": "链接要求使用 {requested} 计算核心，但{why}",
  "core.reason.askedSimdNoSimd": "链接要求使用 SIMD 计算核心，但此浏览器不支持 wasm SIMD",
  "core.reason.noSimd": "此浏览器不支持 wasm SIMD",
  "core.reason.simdDetected": "检测到 wasm SIMD",
  "core.reason.couldNotStart": "{core}无法启动（{error}）",
  "core.status.restarting": "计算器意外停止，正在重新启动…",
  "core.status.restartFailed": "计算器已停止，且无法重新启动（{error}）。请重新加载页面。",
  "core.status.failed":
    "本页背后的计算器（{file}）无法启动：{error}。文字仍可照常阅读，但图表和数值都需要它。请尝试重新加载，或换用较新版本的 Chrome、Firefox 或 Safari。",
  "core.status.didNotStart": "计算器没有启动，因此无法显示图表。",
  "core.status.running": "数值由{core}在你的浏览器中计算。",
  "core.status.runningWhy": "数值由{core}在你的浏览器中计算（{reason}）。",

  "start.stopped": "页面未能完成启动。",
  "start.failed":
    "页面的一部分在启动时出错：{parts}（{error}）。<link>改用 JavaScript 计算核心打开此页面</link>（它不需要 WebAssembly），或尝试重新加载。",
  "start.failedOnJs":
    "页面的一部分在启动时出错：{parts}（{error}）。请尝试重新加载，或换用较新版本的 Chrome、Firefox 或 Safari。",

  "section.refused": "计算核心拒绝了{what}：{error}",
  "section.refused.inputs": "这些输入",

  "notice.dismiss": "关闭",
  "notice.dismissLabel": "关闭此消息",
};
