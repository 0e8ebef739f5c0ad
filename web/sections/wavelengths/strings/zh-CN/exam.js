// Simplified Chinese messages of the wavelengths exam questions; keys and placeholders as in en/exam.js.
export default {
  "q.speed.prompt":
    "在 d_model = {d}、底数为 {base} 的编码中，随着位置增大，下列哪个维度振荡得最{want, select, fastest {快} other {慢}}？",
  "q.speed.legend": "振荡最{want, select, fastest {快} other {慢}}的维度",
  "q.speed.option": "维度 j = {dim}",
  "q.speed.diagnosis":
    "维度 j = {dim} 属于维度对 i = {pair}，λ = {lambda}：比维度 j = {correct} 的 λ = {correctLambda} 更{want, select, fastest {长} other {短}}。起作用的只有维度对序号，i 越小转得越快。",
  "q.speed.hint":
    "只有维度对序号 i = ⌊j/2⌋ 起作用：正弦与其配对的余弦一起转动。频率 ωᵢ = 1/base^(2i/d_model) 随 i 增大而减小，所以 i 小的转得快，i 大的转得慢。",
  "q.speed.step":
    "维度 j = {dim}（维度对 i = {pair} 的{fn, select, sine {正弦} other {余弦}}）：{maths}",
  "q.speed.answer":
    "振荡最{want, select, fastest {快} other {慢}}的是维度 j = {correct}：它的 ω 最{want, select, fastest {大} other {小}}，因此波长（转一整圈所需的位置数）最{want, select, fastest {短} other {长}}。",
  "q.wavelength.prompt":
    "在 d_model = {d}、底数为 {base} 时，维度对 i = {pair}（维度 j = {sin} 和 {cos}）要经过多少个位置才能完整转一圈？这就是它的波长 {maths}。",
  "q.wavelength.halfDModel":
    "这是 2π·base^(4i/d_model)：要么把 d_model/2 = {half} 当成了 d_model，要么把维度 2i = {twoI} 当成了维度对序号 {pair}。",
  "q.wavelength.twoDropped": "这是 2π·base^(i/d_model)：指数中 2i 的 2 被漏掉了。",
  "q.wavelength.degrees": "这里把一整圈当作 360：那是度数。角度 pos·ωᵢ 以弧度为单位，一整圈是 2π。",
  "q.wavelength.noTwoPi":
    "这是 base^(2i/d_model) = 1/ω_{pair}，即除数：漏掉了一整圈对应的因子 2π。",
  "q.wavelength.omega": "这是 ω_{pair}，即频率（每个位置转过的弧度）。波长是 2π/ωᵢ。",
  "q.wavelength.hint":
    "一整圈是 2π 弧度，每前进一个位置增加 ωᵢ 弧度，所以波长是 2π/ωᵢ = 2π · base^(2i/d_model)。",
  "q.wavelength.divisor": "除数：{maths}",
  "q.wavelength.wavelength": "波长：{maths} 个位置。",
  "q.base.prompt":
    "在 d_model = {d}、底数为 {base} 时，波长 λ₀, λ₁, … 构成一个等比的阶梯。每个波长是前一个的多少倍，即 {maths} 等于多少？",
  "q.base.halfDModel": "这是 base^(4/d_model)：把 d_model/2 = {half} 当成了 d_model = {d}。",
  "q.base.twoDropped": "这是 base^(1/d_model)：指数中 2i 的 2 被漏掉了。",
  "q.base.hint":
    "写出 λᵢ = 2π·base^(2i/d_model) 和 λ_(i+1) = 2π·base^(2(i+1)/d_model)，两式相除：2π 和幂的大部分都会约掉。",
  "q.base.ends":
    "无论底数是多少，阶梯都从 {start} 开始，一直升到 {top}，略低于 base·2π = {ceiling}。",
  "q.base.larger":
    "所以底数决定了阶梯的顶端：若底数为 {larger}，最慢的维度对将有 λ{lastSub} = {slowest}，每一级是前一级的 {ratio} 倍，而 λ₀ 仍是 2π。底数越大，慢速维度对就能区分相距远得多的位置；底数为 {base} 时，在 {n} 个位置之内，{pairs} 个维度对中有 {repeating} 个会出现重复。",
};
