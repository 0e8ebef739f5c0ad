// Simplified Chinese messages of ui (shell); keys and placeholders as in en.js.
export default {
  "shell.description":
    "一篇可交互探索的讲解，介绍 Transformer 所用的正弦式位置编码，其中每个数都在你的浏览器中实时计算。",
  "shell.embedDescription": "位置编码探索器中的一节，用于嵌入到课程网页中。",
  "shell.starting": "正在启动计算器…",
  "shell.noticesLabel": "关于此链接的消息",
  "shell.language": "语言",
  "shell.version": "版本 {version}",
  "shell.printArticle": "打印整篇文章",
  "shell.printArticleUntrained":
    "实验室的模型还没有训练，因此打印件中它们的结果处只有一条说明和一个链接。要打印结果，请<link>前往实验室</link>，等它训练完成后再打印一次。",
};
