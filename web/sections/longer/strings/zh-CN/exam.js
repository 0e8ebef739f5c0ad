// Simplified Chinese messages of the longer exam questions; keys and placeholders as in en/exam.js.
export default {
  "q.alibi.prompt":
    "ALiBi 不添加任何位置向量。共有 H = {heads} 个头（从 1 开始编号），头 h 给位置 pos 上的查询与相隔 k 个位置、位于 pos + k 的键的分数加上 {maths}。头 {head} 给位置 {query} 上的查询与位置 {key} 上的键的分数加上多少？",
  "q.alibi.label": "头 {head} 的偏置",
  "q.alibi.noEight":
    "这里用的斜率是 2^(−h/H)，H = {heads}：指数里漏掉了 8。H 为二的幂时，斜率是 2^(−8h/H)，从 2^(−8/H) 一直降到 2^(−8) = 1/256。",
  "q.alibi.signFlipped":
    "大小对了，符号反了：ALiBi 是减去 slope_h·|k|，所以离得越远的键，分数总是被扣得越多。",
  "q.alibi.slopeOnly":
    "这只是 −slope_h，即距离 |k| = 1 时的偏置：还要把斜率乘以距离 |k| = {distance}。",
  "q.alibi.powerOfTwo":
    "这是 2^(−8h/H)，H = {heads}，是 H 为二的幂时的公式，而 {heads} 不是二的幂。取 n = {n}：头 1 到 {n} 用 2^(−8h/{n})，其后的头从 {twoN} 个头的斜率中隔一个取一个。",
  "q.alibi.hint":
    "H 为二的幂时，slope_h = 2^(−8h/H)。否则取 n 为小于 H 的最大的二的幂：头 1 到 n 取 n 个头时的斜率，其余的头依次取 2n 个头时的斜率中编号为奇数的那几个。最后乘以距离 |k|，并加上负号。",
  "q.alibi.rulePower": "H = {heads} 是二的幂，所以所有头都用同一个公式：{maths}。",
  "q.alibi.ruleMixed":
    "H = {heads} 不是二的幂。小于它的最大的二的幂是 n = {n}：头 1 到 {n} 取 {n} 个斜率 2^(−8h/{n})，头 {next} 到 {heads} 取 {twoN} 个头时编号为奇数的前 {extra} 个斜率，即第 1、3、5……个：2^(−8·1/{twoN})、2^(−8·3/{twoN})、2^(−8·5/{twoN})……",
  "q.alibi.slope": "头 {head} 的斜率：{maths}。",
  "q.alibi.slopeExtra":
    "头 {head} 是多出来的第 {number} 个头，所以取 {twoN} 个头时的第 2·{number} − 1 = {place} 个斜率：{maths}。",
  "q.alibi.bias": "位于 {key} 的键与位于 {query} 的查询相距 |k| = {distance} 个位置：{maths}。",
  "q.alibi.why":
    "词元上没有加任何东西：每个头只是按距离收取代价，每远一个位置就多扣一份固定的分数。超出训练长度后，代价只是继续增长，远处的键被压得更低；不会出现没见过的角度或位置向量。",

  "q.pi.prompt":
    "一个 RoPE 模型（d_model = {d}，底数为 {base}）在 L = {length} 个位置上训练。位置插值把它拉伸 s = {factor} 倍，到 {stretched} 个位置。在位置 pos = {pos}，维度对 i = {pair} 转过的角度是多少？请给出以弧度为单位的完整角度，不要对 2π 取模。",
  "q.pi.label": "角度（弧度）",
  "q.pi.multiplied":
    "这里乘了 s 而不是除以 s：这是位置 {pos} × {factor} 处的角度。PI 压缩的是位置，把 pos 读作 pos/s，所以每个维度对都转慢 s 倍。",
  "q.pi.unscaled":
    "这是未拉伸的模型的角度 pos·ω_i：PI 要把它除以 s = {factor}，即把位置 pos 读作 pos/s。",
  "q.pi.hint":
    "PI 把长文本压进训练过的范围：位置 pos 被读作 pos/s。所以维度对 i 转过 (pos/s)·ω_i，其中 ω_i = 1/base^(2i/d_model)。",
  "q.pi.theta": "维度对 {pair} 训练时的频率：{maths}。",
  "q.pi.scaled": "PI 把每个频率都除以 s = {factor}：{maths}。",
  "q.pi.angle": "位置 pos 处的角度：{maths}。",
  "q.pi.same":
    "这正是该维度对在训练中位于位置 {pos}/{factor} = {inside} 时的角度（{trained}），在 L = {length} 之内：PI 把长文本映射到模型已经见过的位置上。",

  "q.ntk.prompt":
    "NTK-aware 缩放把一个 RoPE 模型（d_model = {d}，底数 base = {base}）拉伸 s = {factor} 倍。它不把位置除以 s，而是给模型一个新的底数 {maths}。base′ 是多少？",
  "q.ntk.noExponent":
    "这是 base·s，漏了指数：最后一个维度对的指数是 {top}/{d}，不是 1，所以 s 要取 d_model/(d_model − 2) = {d}/{top} 次幂，才能让这个维度对恰好慢 s 倍。",
  "q.ntk.invertedExponent":
    "这里把 s 取了 (d_model − 2)/d_model = {top}/{d} 次幂，指数颠倒了：解 1/base′^({top}/{d}) = 1/(s·base^({top}/{d})) 得到 base′ = base·s^({d}/{top})。",
  "q.ntk.hint":
    "NTK-aware 缩放保持维度对 0 不变（无论底数是多少，ω₀ = 1），并选取 base′，使最后一个维度对 i = d_model/2 − 1 恰好转慢 s 倍。分别用 base′ 和 base 写出这个维度对的频率，再解出 base′。",
  "q.ntk.goal":
    "无论底数是多少，维度对 0 的频率都是 ω₀ = 1/base⁰ = 1。最后一个维度对 i = {last} 的频率是 {maths}：base′ 必须让它恰好慢 s 倍。",
  "q.ntk.solve": "于是 {maths}。",
  "q.ntk.value": "代入数值：{maths}。",
  "q.ntk.check":
    "用 base′ 时，维度对 0 的 ω′_i/ω_i 为 {first}，维度对 {last} 的为 {lastKept} = 1/{factor}：中间的维度对逐渐变慢，快的几乎不变。",

  "q.yarn.prompt":
    "YaRN 把一个在 L = {length} 个位置上训练的 RoPE 模型（d_model = {d}，底数为 {base}）逐个维度对地拉伸 s = {factor} 倍：它计算 r_i = L/λ_i，即维度对 i 在 L 内转过的圈数，斜坡位于 α = {alpha} 圈与 β = {beta} 圈之间。维度对 i = {pair} 的波长为 {maths} 个位置。YaRN 对它的频率 ω_i 做了什么？",
  "q.yarn.legend": "ω_i 会怎样",
  "q.yarn.interpolated": "除以 s，和 PI 一样：这个维度对转得比训练时慢 s 倍。",
  "q.yarn.kept": "完全保持原样：ω′_i = ω_i，这个维度对转得和训练时一样快。",
  "q.yarn.blended": "两者混合：取 ω_i 的 γ_i 份加上 ω_i/s 的 1 − γ_i 份，γ_i 从斜坡上读出。",
  "q.yarn.ntk":
    "用一个更大的底数 base′ = base·s^(d_model/(d_model − 2)) 重新计算，和 NTK-aware 一样。",
  "q.yarn.interpolatedDiagnosis":
    "只有在 L 内转不到 α = {alpha} 圈的维度对才除以 s；这个维度对转了 r_i = {r} 圈。",
  "q.yarn.keptDiagnosis":
    "只有在 L 内转超过 β = {beta} 圈的维度对才保持原样；这个维度对转了 r_i = {r} 圈。",
  "q.yarn.blendedDiagnosis":
    "斜坡只混合 r_i 介于 α = {alpha} 圈与 β = {beta} 圈之间的维度对；这个维度对转了 r_i = {r} 圈，所以 γ_i = {gamma}。",
  "q.yarn.ntkDiagnosis":
    "那是 NTK-aware 缩放：它改变底数，因而改变除维度对 0 以外的所有维度对。YaRN 则根据 r_i = L/λ_i 逐个维度对地决定。",
  "q.yarn.hint":
    "YaRN 看的是 r_i = L/λ_i，即维度对 i 在训练长度内转过的圈数：快的维度对转很多圈，慢的不到一圈。把 r_i 与斜坡的两端 α 和 β 比较。",
  "q.yarn.turns": "在训练长度内转过的圈数：{maths}。",
  "q.yarn.step.interpolated":
    "r_i = {r} 小于 α = {alpha}：γ_i = 0，所以这个维度对被插值，即除以 s：ω′_i/ω_i = {kept}。",
  "q.yarn.step.kept":
    "r_i = {r} 大于 β = {beta}：γ_i = 1，所以这个维度对保持原样：ω′_i/ω_i = {kept}。",
  "q.yarn.step.blended":
    "r_i = {r} 介于 α = {alpha} 与 β = {beta} 之间：γ_i = (r_i − α)/(β − α) = {gamma}，所以 ω′_i = γ_i·ω_i + (1 − γ_i)·ω_i/s 是原频率的 {kept} 倍。",
  "q.yarn.why":
    "原因：在 L 内转了很多圈的维度对，训练时已经见过所有角度，可以保持原来的速度；一圈都没转完的维度对，会转到从未见过的角度，所以要放慢，让它留在见过的角度之内。",

  "q.highest.prompt.changes":
    "一个在 L = {length} 个位置上训练的 RoPE 模型（d_model = {d}，底数为 {base}）被拉伸 s = {factor} 倍。下列哪种规则会改变维度对 0（最快的维度对，ω₀ = 1）的频率？",
  "q.highest.prompt.keeps":
    "一个在 L = {length} 个位置上训练的 RoPE 模型（d_model = {d}，底数为 {base}）被拉伸 s = {factor} 倍。维度对 i = {pair} 在 L 内转 r_i = {r} 圈。下列哪种规则让它的频率完全保持原样？",
  "q.highest.legend": "规则",
  "q.highest.pi": "位置插值（PI）",
  "q.highest.ntk": "NTK-aware 底数缩放",
  "q.highest.yarn": "YaRN 逐对斜坡",
  "q.highest.llama3": "Llama 3.1 的规则",
  "q.highest.changes.ntk":
    "NTK-aware 缩放保持维度对 0 不变：无论新底数是多少，ω′₀ = 1/base′⁰ = 1。它减慢的是其他维度对，最后一个恰好慢 s 倍。",
  "q.highest.changes.yarn":
    "维度对 0 在 L 内转 r₀ = {r} 圈，超过 β = {beta}，所以 YaRN 让它完全保持原样（γ₀ = 1）。",
  "q.highest.changes.llama3":
    "维度对 0 在 L 内转 r₀ = {r} 圈，超过 Llama 3.1 的 {high} 圈，所以它的规则让这个维度对完全保持原样。",
  "q.highest.keeps.pi": "PI 把每个维度对都除以 s，这个也不例外：它的频率只剩原来的 {kept} 倍。",
  "q.highest.keeps.ntk":
    "NTK-aware 缩放只让维度对 0 完全保持原样；维度对 {pair} 的频率只剩原来的 {kept} 倍。",
  "q.highest.keeps.yarn":
    "YaRN 只保持转超过 β = {beta} 圈的维度对；这个维度对转了 r_i = {r} 圈，所以频率只剩原来的 {kept} 倍。",
  "q.highest.hint.changes":
    "维度对 0 的 ω₀ = 1，在训练长度内转 L/2π 圈，远不止一圈。哪些规则对所有维度对一视同仁地缩放，哪些会看一个维度对转了多少圈？",
  "q.highest.hint.keeps":
    "NTK-aware 缩放只让维度对 0 完全保持原样。YaRN 和 Llama 3.1 会保持那些在 L 内转得足够多的维度对，各自有一个以圈数计的阈值。",
  "q.highest.step.pi": "PI 把每个维度对都除以 s = {factor}：{maths}。",
  "q.highest.step.ntk": "NTK-aware 缩放用新底数 base′ = {newBase} 计算维度对 {pair}：{maths}。",
  "q.highest.step.yarn":
    "YaRN：维度对 {pair} 在 L = {length} 内转 r_i = {r} 圈，它的斜坡从 α = {alpha} 圈到 β = {beta} 圈，所以 γ_i = {gamma}：{maths}。",
  "q.highest.step.llama3":
    "Llama 3.1：同样的混合方式，但斜坡从 {low} 圈到 {high} 圈，所以 γ_i = {gamma}：{maths}。",
  "q.highest.answer.changes":
    "所以只有 PI 改变维度对 0。其他三种规则都保持最快的维度对不变：它在 L 内转了 {r} 圈，无需拉伸。",
  "q.highest.answer.keeps":
    "所以只有 Llama 3.1 的规则让维度对 {pair} 完全保持原样：它的斜坡在 {high} 圈处结束，YaRN 的在 {beta} 圈处，而 r_i = {r} 正好介于两者之间。",
};
