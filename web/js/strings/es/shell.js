// Spanish messages of ui (shell); keys and placeholders as in en.js.
export default {
  "shell.description":
    "Una explicación interactiva de la codificación posicional sinusoidal que usan los Transformers, con cada número calculado en tiempo real en tu navegador.",
  "shell.embedDescription":
    "Una sección del Explorador de codificación posicional, para insertar en la página de un curso.",
  "shell.starting": "Iniciando la calculadora…",
  "shell.noticesLabel": "Mensajes sobre este enlace",
  "shell.language": "Idioma",
  "shell.version": "Versión {version}",
  "shell.printArticle": "Imprimir el artículo completo",
  "shell.printArticleUntrained":
    "Los modelos del laboratorio aún no se han entrenado, así que lo impreso lleva una nota y un enlace en lugar de sus resultados. Para imprimir los resultados, <link>ve al laboratorio</link>, deja que entrene y vuelve a imprimir.",
};
