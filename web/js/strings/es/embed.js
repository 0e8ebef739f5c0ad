// Spanish messages of ui (embed); keys and placeholders as in en.js.
export default {
  "glossary.firstUsed": "Se usa por primera vez en <link>{section}</link>.",
  "glossary.link": "Símbolos",
  "glossary.linkTitle": "El glosario: qué significa cada símbolo del artículo",
  "glossary.folded": "Glosario de símbolos",
  "glossary.foldedNote":
    "Cada símbolo tiene un único significado en todo el artículo. Las secciones que se nombran abajo están en el artículo completo.",

  "copyLink.button": "Copiar enlace",
  "copyLink.label": "Copiar un enlace a “{section}” con la configuración actual",
  "copyLink.field": "Enlace a esta sección",
  "copyLink.copied": "Enlace copiado.",
  "copyLink.selected": "Copia el enlace seleccionado.",

  "embed.button": "Insertar",
  "embed.buttonLabel": "Insertar “{section}” en otra página",
  "embed.panelLabel": "Código para insertar “{section}”",
  "embed.intro":
    "Pega este HTML en la página de tu curso (en su vista HTML o de código fuente). Muestra solo esta sección, con la configuración que tienes ahora, en un marco aislado que no necesita nada de tu página.",
  "embed.fileNote":
    "Esta copia se abrió desde el disco, así que la dirección de abajo es un archivo de este equipo. Coloca la carpeta (o el zip de la compilación) en un servidor web e inserta la sección desde la dirección que tenga allí.",
  "embed.codeLabel": "Código para insertar",
  "embed.formatLegend": "Código para pegar",
  "embed.format.frame": "Solo el marco",
  "embed.format.frameNote":
    "Nada más que el iframe: funciona donde la página del curso admite marcos pero no scripts. Conserva la altura escrita en el código.",
  "embed.format.script": "Marco + script de ajuste de tamaño",
  "embed.format.scriptNote":
    "El archivo de script ajusta el marco a su contenido. En una página cuya Content-Security-Policy tenga script-src 'self', copia pe-explorer-resize.js (está en la carpeta y en el zip del explorador) al sitio de tu curso y haz que src apunte a tu copia.",
  "embed.format.component": "Componente web",
  "embed.format.componentNote":
    "Un elemento '<pe-explorer>' que crea el marco y lo ajusta. Su script debe cargarse desde la dirección del explorador, así que una página con script-src 'self' solo lo permite si el explorador está en el propio sitio del curso.",
  "embed.theme": "Colores",
  "embed.theme.auto": "Según el dispositivo de cada estudiante (auto)",
  "embed.theme.light": "Claro",
  "embed.theme.dark": "Oscuro",
  "embed.inlineNote":
    "Ninguno de ellos necesita un '<script>' en línea: una página de curso cuya Content-Security-Policy tenga script-src 'self' sin 'unsafe-inline' bloquea los scripts en línea, pero los archivos de script de las direcciones que permite siguen funcionando.",
  "embed.copy": "Copiar",
  "embed.copyLabel": "Copiar el código para insertar",
  "embed.close": "Cerrar",
  "embed.fixQuiz": "Primero corrige el campo marcado del cuestionario.",
  "embed.frameTitle": "Explorador de codificación posicional: {section}",
  "embed.copied": "Código para insertar copiado.",
  "embed.selected": "El código está seleccionado: presiona Ctrl+C (⌘C en una Mac) para copiarlo.",

  "embedPage.noSuchSection": "No existe esa sección",
  "embedPage.whichSection": "¿Qué sección?",
  "embedPage.noSuchSectionText":
    "Esta página muestra una sección del Explorador de codificación posicional, elegida con ?section=. No hay ninguna sección {requested}. Los identificadores válidos son:",
  "embedPage.whichSectionText":
    "Esta página muestra una sección del Explorador de codificación posicional, elegida con ?section= en su dirección (por ejemplo, embed.html?section=identity). Los identificadores válidos son:",
  "embedPage.sectionTitle": " — {title}",
  "embedPage.titleUnknown": "Explorador de codificación posicional: ¿qué sección?",
  "embedPage.title": "{section} · Explorador de codificación posicional",
  "embedPage.downloadsOff":
    "Guardar figuras (PNG, CSV) está desactivado en este marco aislado; el artículo completo sí lo permite.",
};
