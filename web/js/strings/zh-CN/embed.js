// Simplified Chinese messages of ui (embed); keys and placeholders as in en.js.
export default {
  "glossary.firstUsed": "首次出现于<link>{section}</link>。",
  "glossary.link": "符号",
  "glossary.linkTitle": "术语表：本文每个符号的含义",
  "glossary.folded": "符号术语表",
  "glossary.foldedNote": "每个符号在全文中只有一种含义。下面提到的各节都在完整文章中。",

  "copyLink.button": "复制链接",
  "copyLink.label": "复制指向“{section}”的链接（包含当前设置）",
  "copyLink.field": "本节的链接",
  "copyLink.copied": "链接已复制。",
  "copyLink.selected": "请复制选中的链接。",

  "embed.button": "嵌入到网页",
  "embed.buttonLabel": "将“{section}”嵌入到其他网页",
  "embed.panelLabel": "“{section}”的嵌入代码",
  "embed.intro":
    "把这段 HTML 粘贴到你的课程页面中（在它的 HTML 或源代码视图里）。它会在一个沙箱框架中单独显示本节，沿用你现在的设置，而且不依赖你页面上的任何东西。",
  "embed.fileNote":
    "这个副本是从磁盘打开的，所以下面的地址是这台电脑上的一个文件。请把整个文件夹（或构建生成的 zip）放到 Web 服务器上，再用它在那里的地址来嵌入。",
  "embed.codeLabel": "嵌入代码",
  "embed.formatLegend": "要粘贴的代码",
  "embed.format.frame": "仅框架",
  "embed.format.frameNote":
    "只有 iframe：课程页面只要允许框架，即使不允许脚本也能用。它保持代码中写定的高度。",
  "embed.format.script": "框架 + 自适应高度脚本",
  "embed.format.scriptNote":
    "这个脚本文件让框架的高度适应其内容。如果页面的 Content-Security-Policy 含有 script-src 'self'，请把 pe-explorer-resize.js（在探索器的文件夹和 zip 中）复制到你的课程网站上，并让 src 指向这份副本。",
  "embed.format.component": "Web 组件",
  "embed.format.componentNote":
    "一个 '<pe-explorer>' 元素，它会创建框架并调整其大小。它的脚本必须从探索器的地址加载，因此含有 script-src 'self' 的页面只有在探索器就部署在课程网站本身时才允许它。",
  "embed.theme": "配色",
  "embed.theme.auto": "跟随每位学生的设备（自动）",
  "embed.theme.light": "浅色",
  "embed.theme.dark": "深色",
  "embed.inlineNote":
    "以上方式都不需要内联的 '<script>'：如果课程页面的 Content-Security-Policy 含有 script-src 'self' 而没有 'unsafe-inline'，内联脚本会被拦截，而来自它所允许地址的脚本文件仍能运行。",
  "embed.copy": "复制",
  "embed.copyLabel": "复制嵌入代码",
  "embed.close": "关闭",
  "embed.fixQuiz": "请先修正测验设置中标出的字段。",
  "embed.frameTitle": "位置编码探索器：{section}",
  "embed.copied": "嵌入代码已复制。",
  "embed.selected": "代码已选中：按 Ctrl+C（Mac 上按 ⌘C）即可复制。",

  "embedPage.noSuchSection": "没有这一节",
  "embedPage.whichSection": "哪一节？",
  "embedPage.noSuchSectionText":
    "本页面显示位置编码探索器中的一节，用 ?section= 来选择。没有名为 {requested} 的节。有效的 id 有：",
  "embedPage.whichSectionText":
    "本页面显示位置编码探索器中的一节，用地址中的 ?section= 来选择（例如 embed.html?section=identity）。有效的 id 有：",
  "embedPage.sectionTitle": " —— {title}",
  "embedPage.titleUnknown": "位置编码探索器：哪一节？",
  "embedPage.title": "{section} · 位置编码探索器",
  "embedPage.downloadsOff": "在这个沙箱框架中不能保存图表（PNG、CSV）；完整文章中可以。",
};
