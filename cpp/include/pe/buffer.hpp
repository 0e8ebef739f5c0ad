// Storage for bulk results (tables, matrices, the toy's arrays): a std::vector whose resize(n) and
// Buffer<T>(n) leave the new elements uninitialised instead of zero-filling them.
//
// Every bulk result is written in full by its kernel right after it is sized, so a zero fill would
// be a second pass over the whole array for nothing: for a 4096 x 512 table that is 8 MiB of stores
// before the 8 MiB the kernel writes. A result that needs zeros says so (assign(n, 0.0), as the
// dense M_k does). Everything else is std::vector: size(), data(), iteration, push_back, ==.
//
// The bindings copy a Buffer once, into the typed array they return (cpp/bindings/convert.hpp,
// copy_out): sized here, written by the kernel, copied out, freed.
#pragma once
#include <memory>
#include <new>
#include <utility>
#include <vector>

namespace pe {

// std::allocator, except that construct(p) with no arguments default-initialises (for float and
// double: leaves the bytes as they are) instead of value-initialising (writing zero).
template <class T>
class DefaultInitAllocator : public std::allocator<T> {
 public:
  using value_type = T;
  template <class U>
  struct rebind {
    using other = DefaultInitAllocator<U>;
  };

  DefaultInitAllocator() noexcept = default;
  template <class U>
  DefaultInitAllocator(const DefaultInitAllocator<U>&) noexcept {}

  template <class U>
  void construct(U* p) noexcept(noexcept(::new (static_cast<void*>(p)) U)) {
    ::new (static_cast<void*>(p)) U;
  }
  template <class U, class... Args>
  void construct(U* p, Args&&... args) {
    ::new (static_cast<void*>(p)) U(std::forward<Args>(args)...);
  }
};

template <class T, class U>
bool operator==(const DefaultInitAllocator<T>&, const DefaultInitAllocator<U>&) noexcept {
  return true;
}
template <class T, class U>
bool operator!=(const DefaultInitAllocator<T>&, const DefaultInitAllocator<U>&) noexcept {
  return false;
}

template <class T>
using Buffer = std::vector<T, DefaultInitAllocator<T>>;

}  // namespace pe
